import { useEditArea } from '../components/edit-area-context';
import { ItemForm } from '../components/ItemForm';

/** create-help: the edit area's Alert for help. */
export function CreateHelpPage() {
  const { collaboration } = useEditArea();
  return <ItemForm collaborationId={collaboration.id} kind="help" />;
}

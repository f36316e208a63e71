import { useEditArea } from '../components/edit-area-context';
import { ItemForm } from '../components/ItemForm';

/** create-help in the edit area (SPEC §2 "Alert for help"). */
export function CreateHelpPage() {
  const { collaboration } = useEditArea();
  return <ItemForm collaborationId={collaboration.id} kind="help" />;
}

import { useEditArea } from '../components/edit-area-context';
import { ItemForm } from '../components/ItemForm';

/** post-update: the edit area's Post update. */
export function PostUpdatePage() {
  const { collaboration } = useEditArea();
  return <ItemForm collaborationId={collaboration.id} kind="update" />;
}

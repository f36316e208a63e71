import { useEditArea } from '../components/edit-area-context';
import { ItemForm } from '../components/ItemForm';

/** post-update in the edit area (SPEC §2 "Post update"). */
export function PostUpdatePage() {
  const { collaboration } = useEditArea();
  return <ItemForm collaborationId={collaboration.id} kind="update" />;
}

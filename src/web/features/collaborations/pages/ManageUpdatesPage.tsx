import { ManageItems } from '../components/ManageItems';

/** manage-updates: the edit area's Manage updates. */
export function ManageUpdatesPage() {
  return <ManageItems kind="update" />;
}

import { ManageItems } from '../components/ManageItems';

/** manage-updates in the edit area (SPEC §2 "Manage updates"). */
export function ManageUpdatesPage() {
  return <ManageItems kind="update" />;
}

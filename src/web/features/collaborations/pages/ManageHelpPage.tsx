import { ManageItems } from '../components/ManageItems';

/** manage-help: the edit area's Manage help. */
export function ManageHelpPage() {
  return <ManageItems kind="help" />;
}

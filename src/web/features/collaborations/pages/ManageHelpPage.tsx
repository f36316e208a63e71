import { ManageItems } from '../components/ManageItems';

/** manage-help in the edit area (SPEC §2 "Manage help"). */
export function ManageHelpPage() {
  return <ManageItems kind="help" />;
}

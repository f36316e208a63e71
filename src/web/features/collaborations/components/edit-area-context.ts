import { useOutletContext } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';

/** What the edit area's layout hands its sections: the collaboration, loaded and editable. */
export type EditAreaContext = { collaboration: CollaborationDetail };

/** The collaboration of the edit area a section is shown in. */
export function useEditArea(): EditAreaContext {
  return useOutletContext<EditAreaContext>();
}

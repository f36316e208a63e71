import { createContext, type ReactNode } from 'react';
import { AutoGrowTextarea, type AutoGrowTextareaProps } from './AutoGrowTextarea';

/**
 * Draws the text box a title, paragraph or bullets block is typed in. The editor is generic; a
 * form that wants more of its boxes (an update's `@` mentions) provides a drawing that wraps this one.
 */
export const BlockTextarea = createContext<(props: AutoGrowTextareaProps) => ReactNode>((props) => <AutoGrowTextarea {...props} />);

/** The header's PROJECTS menu lists Project 1 to 4, all leading to /project. */
export const PROJECT_NUMBERS = [1, 2, 3, 4] as const;

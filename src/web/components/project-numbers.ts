/** PROJECTS lists Project 1 to 4, all leading to /project (SPEC §2 "Header and footer"). */
export const PROJECT_NUMBERS = [1, 2, 3, 4] as const;

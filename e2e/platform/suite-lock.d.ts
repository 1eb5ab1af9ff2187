/** 0: the suite shares the e2e platform; 1: it has it alone; 2: alone and last of all (suite-lock.js). */
export declare function exclusiveRank(path: string): 0 | 1 | 2;

import { lowerHashCostForTests } from '../../server/services/passwords';

// Every server test file: passwords hashed at a low cost (see lowerHashCostForTests for why it is safe).
lowerHashCostForTests();

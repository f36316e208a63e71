import { defineAccessibilitySuite } from './accessibility-states.js';

// accessibility.spec.ts's pages and states at phone width.
defineAccessibilitySuite('phone');

// What other parts of the web app may use from categories.

export { useCategory } from './api/getCategory';
export { type Page, useCategories } from './api/listCategories';
export { useLearnerCategories, useLearnerSubcategories } from './api/listLearnerCategories';
export { CategoryCard } from './components/CategoryCard';
export { CategoryGrid } from './components/CategoryGrid';

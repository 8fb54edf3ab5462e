export { ProductShot, type ProductShotProps } from './ProductShot';

export { fadeRunOff, narrowCropMinWidth, ProductShot, type ProductShotProps } from './ProductShot';

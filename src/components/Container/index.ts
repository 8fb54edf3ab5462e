export { Container, type ContainerElement, type ContainerProps, type ContainerSize } from './Container';

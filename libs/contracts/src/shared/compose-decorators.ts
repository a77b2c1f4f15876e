/** One property decorator made of several, applied in the order given. */
export function composeDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A count with its noun in the right number: '1 lead', '0 leads', '3 stories'. */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

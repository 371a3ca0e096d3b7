export async function main(argv: string[]): Promise<number> {
  console.log(JSON.stringify(argv));
  return 0;
}

/** Area under the ROC curve by the rank statistic (ties count half); null without both classes. */
export function rocAuc(scores: readonly number[], labels: readonly (0 | 1)[]): number | null {
  const pairs = scores.map((s, i) => ({ s, y: labels[i] ?? 0 })).sort((a, b) => a.s - b.s);
  let positives = 0;
  let negatives = 0;
  let rankSum = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j < pairs.length && pairs[j]?.s === pairs[i]?.s) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (pairs[k]?.y === 1) {
        positives++;
        rankSum += averageRank;
      } else negatives++;
    }
    i = j;
  }
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

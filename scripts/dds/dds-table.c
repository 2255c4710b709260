/*
 * DDS as a reference: reads lines "PBN-deal|dealer|vulnerable" (dealer 0-3 = N E S W, vulnerable
 * 0-3 = none, both, NS, EW) and prints, for each, DDS's table (strain S H D C NT, each N E S W),
 * DealerPar's score and contracts, and the microseconds the table took: on the clock, then of this
 * thread's CPU time (what a shared machine's load does not stretch). A line "T t0 … t19|dealer|
 * vulnerable" gives a table instead of a deal (in the order printed), for DealerPar alone. One thread, so a ratio
 * against our single-threaded solver is fair.
 */
#include <dds/dll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
  char line[256];
  SetMaxThreads(1);
  while (fgets(line, sizeof line, stdin)) {
    char *deal = strtok(line, "|\n");
    char *dealer = strtok(NULL, "|\n");
    char *vul = strtok(NULL, "|\n");
    if (!deal || !dealer || !vul) continue;
    struct ddTableDealPBN in;
    struct ddTableResults table;
    struct parResultsDealer par;
    struct timespec t0, t1, c0, c1;
    if (deal[0] == 'T') {
      char *at = deal + 1;
      for (int s = 0; s < 5; s++)
        for (int h = 0; h < 4; h++) table.resTable[s][h] = (int)strtol(at, &at, 10);
      int rc = DealerPar(&table, &par, atoi(dealer), atoi(vul));
      printf("| %d |", rc == RETURN_NO_FAULT ? par.score : 0);
      for (int i = 0; i < par.number; i++) printf(" %s", par.contracts[i]);
      printf(" |\n");
      fflush(stdout);
      continue;
    }
    strncpy(in.cards, deal, sizeof in.cards - 1);
    in.cards[sizeof in.cards - 1] = 0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
    int rc = CalcDDtablePBN(in, &table);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (rc != RETURN_NO_FAULT) { printf("error %d\n", rc); fflush(stdout); continue; }
    long us = (t1.tv_sec - t0.tv_sec) * 1000000L + (t1.tv_nsec - t0.tv_nsec) / 1000;
    long cpu = (c1.tv_sec - c0.tv_sec) * 1000000L + (c1.tv_nsec - c0.tv_nsec) / 1000;
    for (int s = 0; s < 5; s++)
      for (int h = 0; h < 4; h++) printf("%d ", table.resTable[s][h]);
    rc = DealerPar(&table, &par, atoi(dealer), atoi(vul));
    printf("| %d |", rc == RETURN_NO_FAULT ? par.score : 0);
    for (int i = 0; i < par.number; i++) printf(" %s", par.contracts[i]);
    printf(" | %ld | %ld\n", us, cpu);
    fflush(stdout);
  }
  return 0;
}

// Placeholder until the CLI lands.
#include <cstdio>
int main() { std::puts("mjscore"); return 0; }

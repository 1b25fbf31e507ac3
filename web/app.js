// The page's views: #/hand (the calculator), #/games (the list), #/games/{id} (one game).
"use strict";

function route() {
  const hash = location.hash || "#/hand";
  const game = /^#\/games\/(\d+)$/.exec(hash);
  const view = game ? "game" : hash.startsWith("#/games") ? "games" : "hand";
  for (const v of ["hand", "games", "game"]) $("view-" + v).hidden = v !== view;
  $("nav-hand").setAttribute("aria-current", view === "hand" ? "page" : "false");
  $("nav-games").setAttribute("aria-current", view !== "hand" ? "page" : "false");
  if (view === "games") showGameList();
  if (view === "game") openGame(game[1]);
}

document.addEventListener("DOMContentLoaded", () => {
  initCalculator();
  initRound();
  initGames();
  window.addEventListener("hashchange", route);
  route();
});

// The arbiters' page: reads a tournament, asks the service for the pairing list
// (POST /v1/pair, Accept: text/html: the page 'pair --format html' writes) and shows it, with a
// result to choose on every board; once each has one, the tournament with the round
// (POST /v1/record) is the "Download tournament" link.
"use strict";
const $ = (id) => document.getElementById(id);
let systems = [];
// The file as loaded (its name for the download) and as paired (what the round is recorded in).
let loaded = { name: "" };
let paired = null;
let recording = 0;

const GAME_RESULTS = [
  ["", "result?"],
  ["1-0", "1-0"],
  ["1/2-1/2", "\u00bd-\u00bd"],
  ["0-1", "0-1"],
  ["+/-", "+/- forfeit"],
  ["-/+", "-/+ forfeit"],
  ["-/-", "0-0 forfeit"],
];
const BYE_RESULTS = [
  ["H", "half-point bye (H)"],
  ["F", "full-point bye (F)"],
  ["Z", "zero-point bye (Z)"],
  ["", "absent (blank)"],
];
// The bye a not-paired player gets unless the arbiter chooses another, from the pairing's reason.
const BYE_OF_REASON = { "half-point bye": "H", "full-point bye": "F", "zero-point bye": "Z" };

// The system a 192 code names, as the registry lists them (GET /v1/systems); "" for none.
function systemOf(code) {
  let c = code.trim().toUpperCase();
  if (c.endsWith("_BAKU")) c = c.slice(0, -5);
  if (c.startsWith("FIDE_DUTCH")) return "dutch";
  if (c.startsWith("FIDE_TEAM")) return "team";
  const s = systems.find((e) => e.trfCode !== "" && e.trfCode === c);
  return s ? s.name : "";
}

function load(text, fileName) {
  loaded = { name: fileName || "" };
  $("trf").value = text;
  const line = text.split(/\r?\n/).find((l) => l.startsWith("192 "));
  const name = line ? systemOf(line.slice(4)) : "";
  $("system").value = name;
  $("code").textContent = line
    ? "192 " + line.slice(4).trim() + (name ? ": " + name : ": not a system of ours; Dutch")
    : "";
}

async function pair(results) {
  const params = new URLSearchParams();
  if ($("system").value) params.set("system", $("system").value);
  if ($("explain").checked) params.set("explain", "true");
  if ($("baku").checked) params.set("baku", "true");
  // The arbiter's hand (C.04.2 4.4): fixed boards and a chosen PAB, as pair --fix/--pab.
  if ($("fix").value.trim()) params.set("fix", $("fix").value.replace(/\s+/g, ""));
  if ($("pab").value.trim()) params.set("pab", $("pab").value.trim());
  // Soft avoidance (not FIDE), as pair --avoid; the same choice goes to record, which writes the
  // federation groups as ### AVOID comments for a later check.
  if ($("avoid").value) params.set("avoid", $("avoid").value);
  const snapshot = { trf: $("trf").value, system: $("system").value, avoid: $("avoid").value };
  paired = null;
  if (await show("/v1/pair", params.toString())) {
    const manual = $("result").querySelector("#manual");
    if (manual && (params.has("fix") || params.has("pab"))) snapshot.trf = withComments(snapshot.trf, manual.dataset.comments);
    paired = snapshot;
    resultForm(results || []);
  }
}

// The tournament with the round's ### MPA / ### PAB comments in place of any it had for that
// round, so that the recorded tournament says which boards the arbiter fixed (checklist Q69): in
// a TRF text as lines, in a JSON tournament in its otherLines, where its other comments stay.
function withComments(trf, comments) {
  if (!comments) return trf;
  const m = /@ Round (\d+)/.exec(comments);
  const same = new RegExp("^###\\s*(MPA|PAB)\\s*@\\s*Round\\s+" + (m ? m[1] : "0") + "\\b", "i");
  if (trf.trimStart().startsWith("{")) {
    let json;
    try {
      json = JSON.parse(trf);
    } catch (e) {
      return trf;
    }
    const other = (json.otherLines || []).filter((l) => !same.test(l.trim()));
    json.otherLines = other.concat(comments.split("\n"));
    return JSON.stringify(json, null, 2) + "\n";
  }
  const lines = trf.split(/\r?\n/).filter((l) => !same.test(l.trim()));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.join("\n") + "\n" + comments + "\n";
}

function select(options, value, label) {
  const s = document.createElement("select");
  s.setAttribute("aria-label", label);
  for (const [v, text] of options) {
    const o = document.createElement("option");
    o.value = v;
    o.textContent = text;
    s.append(o);
  }
  s.value = value;
  return s;
}

// A result selector on every board and every player not paired, and the download link.
function resultForm(results) {
  const games = [...$("result").querySelectorAll("#pairings tr.game")];
  games.forEach((tr, i) => {
    const chosen = GAME_RESULTS.some(([v]) => v === results[i]) ? results[i] : "";
    tr.cells[5].replaceChildren(select(GAME_RESULTS, chosen, "Result of board " + tr.cells[0].textContent));
  });
  for (const tr of $("result").querySelectorAll("#not-paired tr")) {
    const bye = BYE_OF_REASON[tr.cells[4].textContent] || "";
    tr.insertCell().append(select(BYE_RESULTS, bye, "Round of player " + tr.cells[0].textContent));
  }
  const p = document.createElement("p");
  p.id = "record";
  const a = document.createElement("a");
  a.id = "download";
  a.textContent = "Download tournament";
  const note = document.createElement("span");
  note.id = "record-note";
  p.append(a, " ", note);
  const last = $("result").querySelector("#not-paired") || $("result").querySelector("#pairings");
  if (last) last.after(p);
  $("result").onchange = record;
  return record();
}

// The round's results as POST /v1/record takes them; null while a board has none.
function roundResults() {
  const games = [];
  for (const tr of $("result").querySelectorAll("#pairings tr.game")) {
    const result = tr.cells[5].querySelector("select").value;
    if (result === "") return null;
    games.push({ white: Number(tr.cells[1].textContent), black: Number(tr.cells[7].textContent), result });
  }
  const byes = [];
  for (const tr of $("result").querySelectorAll("#pairings tr.pab")) {
    byes.push({ player: Number(tr.cells[1].textContent), result: "U" });
  }
  for (const tr of $("result").querySelectorAll("#not-paired tr")) {
    byes.push({ player: Number(tr.cells[0].textContent), result: tr.querySelector("select").value });
  }
  return { games, byes };
}

// Asks for the tournament with the round once every board has a result; the link then holds it.
async function record() {
  const a = $("download");
  const note = $("record-note");
  if (!a || !paired) return;
  const call = ++recording;
  a.removeAttribute("href");
  a.removeAttribute("download");
  const results = roundResults();
  if (results === null) {
    const missing = [...$("result").querySelectorAll("#pairings tr.game select")].filter((s) => s.value === "").length;
    note.textContent = missing === 1 ? "(1 board has no result yet)" : "(" + missing + " boards have no result yet)";
    return;
  }
  note.textContent = "(writing...)";
  const body = { tournament: paired.trf, ...results };
  if (paired.system) body.system = paired.system;
  if (paired.avoid) body.avoid = paired.avoid;
  const r = await fetch("/v1/record", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (call !== recording) return;
  if (!r.ok) {
    const problem = await r.json();
    note.textContent = "cannot write it: " + problem.detail;
    return;
  }
  const json = (r.headers.get("Content-Type") || "").startsWith("application/json");
  const text = await r.text();
  if (call !== recording) return;
  // A data: link keeps the file in the page: downloaded as often as asked, read by tests.
  a.href = "data:" + (json ? "application/json" : "text/plain") + ";charset=utf-8," + encodeURIComponent(text);
  const sub = $("result").querySelector("p.sub");
  const m = /Round (\d+)/.exec(sub ? sub.textContent : "");
  const base = loaded.name.replace(/\.[^.]*$/, "") || "tournament";
  a.download = base + (m ? "-round" + m[1] : "") + (json ? ".json" : ".trf");
  note.textContent = "(" + a.download + ", with this round's results)";
}

// The standings with tie-breaks, as 'standings --format html' writes them.
function standings() {
  return show("/v1/standings", "");
}

async function show(route, q) {
  paired = null;
  $("error").hidden = true;
  $("result").replaceChildren();
  const r = await fetch(route + (q ? "?" + q : ""), {
    method: "POST",
    headers: { "Content-Type": "text/plain; charset=utf-8", Accept: "text/html" },
    body: $("trf").value,
  });
  if (!r.ok) {
    const problem = await r.json();
    $("error").textContent = problem.title + ": " + problem.detail;
    $("error").hidden = false;
    return false;
  }
  // The pairing page's body and style, shown in this page.
  const doc = new DOMParser().parseFromString(await r.text(), "text/html");
  const nodes = [...doc.querySelectorAll("style"), ...doc.body.childNodes];
  $("result").replaceChildren(...nodes.map((n) => document.importNode(n, true)));
  return true;
}

async function start() {
  const r = await fetch("/v1/systems");
  systems = (await r.json()).systems.filter((s) => s.built);
  for (const s of systems) {
    const o = document.createElement("option");
    o.value = s.name;
    o.textContent = s.displayName + " (" + s.article + ")";
    $("system").append(o);
  }
  $("file").addEventListener("change", async (e) => load(await e.target.files[0].text(), e.target.files[0].name));
  const drop = $("drop");
  drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", async (e) => {
    e.preventDefault();
    drop.classList.remove("over");
    if (e.dataTransfer.files.length > 0) {
      const f = e.dataTransfer.files[0];
      load(await f.text(), f.name);
    }
  });
  $("trf").addEventListener("change", () => load($("trf").value, loaded.name));
  $("example").addEventListener("click", async () => load(await (await fetch("/example.trf")).text(), "example.trf"));
  $("pair").addEventListener("click", () => pair());
  $("standings").addEventListener("click", standings);
  // A link may carry the tournament: #trf=<the file, URI-encoded> loads and pairs it; with
  // &results=1-0,1/2-1/2,... (URI-encoded, in board order) those results are chosen.
  if (location.hash.startsWith("#trf=")) {
    const parts = new Map(location.hash.slice(1).split("&").map((kv) => {
      const at = kv.indexOf("=");
      return at < 0 ? [kv, ""] : [kv.slice(0, at), decodeURIComponent(kv.slice(at + 1))];
    }));
    load(parts.get("trf"));
    // &fix=12-7,3-25@4 and &pab=17 fill the arbiter's fields before pairing.
    if (parts.has("fix")) $("fix").value = parts.get("fix");
    if (parts.has("pab")) $("pab").value = parts.get("pab");
    // &avoid=federation chooses the soft avoidance.
    if (parts.has("avoid")) $("avoid").value = parts.get("avoid");
    await pair(parts.has("results") ? parts.get("results").split(",") : []);
  }
}

start();

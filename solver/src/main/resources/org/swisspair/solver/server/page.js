// The arbiters' page: reads a tournament, asks the service for the pairing list
// (POST /v1/pair, Accept: text/html: the page 'pair --format html' writes) and shows it.
"use strict";
const $ = (id) => document.getElementById(id);
let systems = [];

// The system a 192 code names, as the registry lists them (GET /v1/systems); "" for none.
function systemOf(code) {
  let c = code.trim().toUpperCase();
  if (c.endsWith("_BAKU")) c = c.slice(0, -5);
  if (c.startsWith("FIDE_DUTCH")) return "dutch";
  if (c.startsWith("FIDE_TEAM")) return "team";
  const s = systems.find((e) => e.trfCode !== "" && e.trfCode === c);
  return s ? s.name : "";
}

function load(text) {
  $("trf").value = text;
  const line = text.split(/\r?\n/).find((l) => l.startsWith("192 "));
  const name = line ? systemOf(line.slice(4)) : "";
  $("system").value = name;
  $("code").textContent = line
    ? "192 " + line.slice(4).trim() + (name ? ": " + name : ": not a system of ours; Dutch")
    : "";
}

function pair() {
  const params = new URLSearchParams();
  if ($("system").value) params.set("system", $("system").value);
  if ($("explain").checked) params.set("explain", "true");
  if ($("baku").checked) params.set("baku", "true");
  return show("/v1/pair", params.toString());
}

// The standings with tie-breaks, as 'standings --format html' writes them.
function standings() {
  return show("/v1/standings", "");
}

async function show(route, q) {
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
    return;
  }
  // The pairing page's body and style, shown in this page.
  const doc = new DOMParser().parseFromString(await r.text(), "text/html");
  const nodes = [...doc.querySelectorAll("style"), ...doc.body.childNodes];
  $("result").replaceChildren(...nodes.map((n) => document.importNode(n, true)));
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
  $("file").addEventListener("change", async (e) => load(await e.target.files[0].text()));
  const drop = $("drop");
  drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", async (e) => {
    e.preventDefault();
    drop.classList.remove("over");
    if (e.dataTransfer.files.length > 0) load(await e.dataTransfer.files[0].text());
  });
  $("trf").addEventListener("change", () => load($("trf").value));
  $("example").addEventListener("click", async () => load(await (await fetch("/example.trf")).text()));
  $("pair").addEventListener("click", pair);
  $("standings").addEventListener("click", standings);
  // A link may carry the tournament: #trf=<the file, URI-encoded> loads and pairs it.
  if (location.hash.startsWith("#trf=")) {
    load(decodeURIComponent(location.hash.slice(5)));
    await pair();
  }
}

start();

"""The JSON Schemas of docs/schema/ against the docs' examples and the engine's real answers.

Run by tests/contract/docs_standalone_test.cpp (DocsStandalone.SchemasMatchTheExamplesAndTheAnswers):

    docs_examples_check.py SOURCE_DIR MJSCORE_CLI

* every schema is a valid draft 2020-12 schema;
* every ```json block of docs/*.md parses (as one document, or one document per line) and
  validates: against the schema an HTML comment `<!-- schema: FILE#/$defs/NAME -->` on the line
  before the block names, else a contract request (no top-level "ok") or answer (with "ok"); a
  request followed by an error answer is shown for its error and need not be valid;
* in those unmarked blocks, an answer that follows a request must be what `mjscore batch`
  answers for that request, byte for byte (so no example rots);
* the examples/ requests validate as requests, and the CLI's answers to them, to generated
  requests of every shape and to the doc examples validate as answers.

Exit 0 when everything holds; 1 with one line per failure; 77 when jsonschema is missing.
"""
import json
import pathlib
import re
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema is not installed")
    sys.exit(77)

BLOCK = re.compile(r"(?:<!-- schema: (?P<schema>[^ ]+) -->\n)?```json\n(?P<body>.*?)```", re.S)


def load_schemas(source):
    schemas = {}
    for path in sorted((source / "docs" / "schema").glob("*.json")):
        schema = json.loads(path.read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[path.name] = schema
    store = {s["$id"]: s for s in schemas.values()}
    base = next(iter(store)).rsplit("/", 1)[0] + "/"
    resolver = jsonschema.RefResolver(base, {}, store=store)

    def validator(ref):
        return jsonschema.Draft202012Validator({"$ref": base + ref}, resolver=resolver)

    return schemas, validator


def documents(body):
    """A block's documents with their text: the whole block if it is one JSON value, else each
    non-blank line."""
    try:
        return [(body.strip(), json.loads(body))]
    except json.JSONDecodeError:
        return [(line, json.loads(line)) for line in body.splitlines() if line.strip()]


def batch(cli, lines):
    out = subprocess.run([cli, "batch"], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return out.splitlines()


def main():
    source, cli = pathlib.Path(sys.argv[1]), sys.argv[2]
    failures = []
    _, validator = load_schemas(source)
    request, answer = validator("request.schema.json"), validator("response.schema.json")

    def check(v, doc, where):
        e = jsonschema.exceptions.best_match(v.iter_errors(doc))
        if e is not None:
            path = "/".join(str(p) for p in e.absolute_path)
            failures.append(f"{where}: at '{path}': {e.message[:200]}")

    pairs = []  # (where, request text, documented answer text)
    for md in sorted((source / "docs").glob("*.md")):
        text = md.read_text()
        for m in BLOCK.finditer(text):
            where = f"{md.relative_to(source)}:{text.count(chr(10), 0, m.start()) + 1}"
            try:
                docs = documents(m.group("body"))
            except json.JSONDecodeError as e:
                failures.append(f"{where}: not JSON ({e})")
                continue
            if m.group("schema"):
                v = validator(m.group("schema"))
                for _, doc in docs:
                    check(v, doc, where)
                continue
            for i, (line, doc) in enumerate(docs):
                is_answer = isinstance(doc, dict) and "ok" in doc
                if is_answer:
                    check(answer, doc, where)
                    continue
                after = docs[i + 1][1] if i + 1 < len(docs) else None
                if isinstance(after, dict) and "ok" in after:
                    pairs.append((where, line, docs[i + 1][0]))
                    if not after["ok"]:
                        continue  # a request shown for its error need not be valid
                check(request, doc, where)

    if pairs:
        got = batch(cli, [req for _, req, _ in pairs])
        for (where, req, documented), real in zip(pairs, got):
            if documented != real:
                failures.append(f"{where}: the answer to {req[:80]} is\n  {real}\nnot\n  {documented}")

    # The examples as requests, and the CLI's answers to them and to generated lines.
    lines = []
    for path in sorted((source / "examples").glob("*.jsonl")):
        lines += [l for l in path.read_text().splitlines() if l.strip()]
    for path in sorted((source / "examples").glob("*.json")):
        if path.name == "tenhou-log.json":
            continue  # a Tenhou log (mjscore import), not a contract request
        lines.append(json.dumps(json.loads(path.read_text())))
    for shape in ("examples", "varied", "rules"):
        lines += subprocess.run([sys.executable, str(source / "examples" / "gen_requests.py"),
                                 "300", "7", shape], capture_output=True, text=True,
                                check=True).stdout.splitlines()
    for i, line in enumerate(lines):
        try:
            doc = json.loads(line)
        except json.JSONDecodeError:
            continue  # examples/hands.jsonl shows a broken line on purpose
        check(request, doc, f"request {i}: {line[:80]}")
    for i, line in enumerate(batch(cli, lines)):
        check(answer, json.loads(line), f"answer {i}: {line[:80]}")
    imported = subprocess.run([cli, "import", "tenhou", str(source / "examples" / "tenhou-log.json"),
                               "-q"], capture_output=True, text=True, check=True).stdout
    check(request, json.loads(imported), "examples/tenhou-log.json imported")
    for line in batch(cli, [json.dumps(json.loads(imported))]):
        check(answer, json.loads(line), "the imported Tenhou game's answer")

    for f in failures:
        print(f)
    print(f"{len(failures)} failures; {len(pairs)} documented answers compared, {len(lines)} "
          "generated and example lines checked")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

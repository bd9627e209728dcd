"""One word per concept: notebook 00's glossary names each idea once, and the workbook uses it.

The glossary (a markdown table in ``solutions/00-Start-Here.ipynb``) gives each concept its
word, a one-line meaning and the notebook that teaches it. These tests read it and check
that the word is where the concept is taught, that the hook points and the four kinds of
check are the ones notebook 02 names, and that no known synonym of a concept is left in the
solved notebooks (the starters are generated from them) or in the README.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"
README = ROOT / "README.md"
ROW = re.compile(r"^\| (?P<word>[^|]*\*\*[^|]+) \| (?P<meaning>[^|]+) \| (?P<notebook>\d\d) \|$")

SYNONYMS: dict[str, tuple[str, ...]] = {
    # Each concept's word is the glossary's; these are other names the workbook once used (or
    # a reader would reach for) for the same thing. Regular expressions, case-insensitive.
    "hook point": (r"\bhook stages?\b", r"\binterception points?\b", r"\blifecycle events?\b"),
    "PreToolUse": (r"\bpre-hooks?\b", r"\bpre-tool-use\b", r"\bPreToolCall\b", r"\bbefore-tool\b"),
    "PostToolUse": (r"\bpost-hooks?\b", r"\bpost-tool-use\b", r"\bPostToolCall\b"),
    # Rule A: notebook 09 once said "consistency checks" for what notebook 02 calls capability.
    "capability": (r"\bconsistency checks?\b", r"\bvalidity checks?\b", r"\bsanity checks?\b"),
    "authorization": (r"\bauthorisations?\b", r"\baccess checks?\b"),
    "policy": (r"\bbusiness rules?\b",),
    # Notebook 09 once said "audit in PostToolUse" for the fourth kind, observation.
    "observation": (r"\baudit in PostToolUse\b", r"\blogging checks?\b"),
    # Notebook 02 once said "the server's context", 09 "the server's frozen context".
    "trusted context": (
        r"\bserver'?s? (?:frozen )?context\b",
        r"\bserver-built context\b",
        r"\bfrozen context\b",
        r"\bsession context\b",
    ),
    # Notebook 02 once drew a "synthetic BLOCKED result", 04 titled "The synthetic result",
    # 09 said "a synthetic, clearly prefixed tool_result".
    "synthetic denial result": (
        r"\bsynthetic (?:BLOCKED |error |, clearly prefixed )?results?\b",
        r"\bsynthetic, clearly prefixed\b",
        r"\bBLOCKED`? results?\b",
        r"\bBLOCKED:` tool results?\b",
    ),
    "fail closed": (r"\bfails? safe\b", r"\bfail-safe\b", r"\bfails? secure\b"),
    "audit line": (r"\baudit (?:record|entry|entries|row)s?\b", r"\blog entry\b"),
    # Notebook 08 once printed "4 session lines" and said "the summary line of one session".
    "session summary": (
        r"\bsession lines?\b",
        r"\bsummary lines?\b",
        r"\bsession records?\b",
        r"\bsession reports?\b",
        r"\bsummary records?\b",
    ),
    "error channel": (r"\berror log\b",),
}

PENDING_IN_10: set[tuple[str, str, str]] = {
    # Notebook 10 is being rewritten on another branch (issue 21); these synonyms in its
    # prose are to be renamed there, and then dropped from this list. Any other use fails.
    ("10", "synthetic denial result", "BLOCKED:` tool result"),
    ("10", "session summary", "summary record"),
}


def _glossary() -> dict[str, tuple[str, str]]:
    """The glossary of notebook 00: each word, its meaning and the notebook that teaches it."""
    notebook = nbformat.read(SOLUTIONS / "00-Start-Here.ipynb", as_version=4)
    cells = [c.source for c in notebook.cells if c.source.startswith("## The words")]
    assert len(cells) == 1, "notebook 00 has one glossary cell, '## The words this workbook uses'"
    rows = [ROW.match(line) for line in cells[0].splitlines() if line.startswith("| **")]
    words = {}
    for row in rows:
        assert row is not None, "a glossary row is | **word** | meaning | NN |"
        word = re.sub(r"\*\*(.+?)\*\*.*", r"\1", row["word"]).strip()
        words[word] = (row["meaning"], row["notebook"])
    return words


def _text(cell: nbformat.NotebookNode) -> str:
    """What a learner reads of a cell: its source, and for code its printed outputs."""
    parts = [cell.source]
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        parts.append(output.get("data", {}).get("text/plain", ""))
    return "\n".join(parts)


def _notebook_text(path: Path) -> str:
    return "\n".join(_text(c) for c in nbformat.read(path, as_version=4).cells)


def _solved(number: str) -> Path:
    (path,) = SOLUTIONS.glob(f"{number}-*.ipynb")
    return path


def _texts() -> dict[str, str]:
    """Every text a learner reads: the solved notebooks (the starters are made from them)
    and the README."""
    texts = {p.name[:2]: _notebook_text(p) for p in sorted(SOLUTIONS.glob("*.ipynb"))}
    return {**texts, "README.md": README.read_text(encoding="utf-8")}


def _uses(pattern: str, text: str) -> list[str]:
    return [m.group(0) for m in re.finditer(pattern, text, flags=re.IGNORECASE)]


def test_the_glossary_names_each_concept_with_a_meaning_and_where_it_is_taught():
    words = _glossary()
    assert set(SYNONYMS) <= set(words), "every concept with synonyms has a glossary word"
    for word, (meaning, notebook) in words.items():
        assert meaning.strip(), word
        assert _solved(notebook).exists()


@pytest.mark.parametrize("word", sorted(_glossary()))
def test_each_word_appears_in_the_notebook_that_teaches_it(word):
    _, notebook = _glossary()[word]
    assert word.lower() in _notebook_text(_solved(notebook)).lower()


def test_the_hook_points_and_kinds_of_check_are_the_ones_notebook_02_teaches():
    opening = nbformat.read(_solved("02"), as_version=4).cells[0].source
    points = re.search(r"can step in: (\w+), (\w+), (\w+);", opening)
    kinds = re.search(r"four kinds of check \((\w+), (\w+), (\w+), (\w+)\)", opening)
    assert points is not None, "notebook 02 names the hook points"
    assert kinds is not None, "notebook 02 names the four kinds of check"
    words = _glossary()
    assert all(point in words for point in points.groups())
    assert all(kind in words for kind in kinds.groups())
    assert list(points.groups()) == ["PreToolUse", "PostToolUse", "Stop"]
    assert "hook point" in words


def test_no_text_calls_a_concept_by_another_name():
    found = {
        (where, concept, use)
        for where, text in _texts().items()
        for concept, patterns in SYNONYMS.items()
        for pattern in patterns
        for use in _uses(pattern, text)
    }
    assert found - PENDING_IN_10 == set()


def test_a_synonym_put_back_is_caught():
    """The check can fail: notebook 09's old line about Rule A."""
    old = "Consistency checks live in the tool; authorization and policy in PreToolUse; audit in"
    assert _uses(SYNONYMS["capability"][0], old) == ["Consistency checks"]
    assert _uses(SYNONYMS["observation"][0], old + " PostToolUse") == ["audit in PostToolUse"]

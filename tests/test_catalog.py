"""The catalog of malformed inputs (tests/catalog_cases.py) as a test: each one gives a clear
error of the package's own, naming what is wrong and the fix, and leaves the audit file
parseable with exactly the lines the call owes; none is accepted in silence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolhooks.errors import ToolhooksError

from .catalog_cases import CATALOG, FIX, Answers, Raises, Refuses400, make_catalog_rig

MINIMUM_CASES = 150


def audit_lines(path: Path) -> list[dict[str, object]]:
    """Every line of the audit file, each parsed (a line that does not parse fails the test)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_catalog_holds_at_least_150_malformed_inputs() -> None:
    """The issue's black-box catalog had 157 entries; this one must not shrink below 150."""
    assert len(CATALOG) >= MINIMUM_CASES


@pytest.mark.parametrize("name", list(CATALOG))
def test_each_malformed_input_gets_a_clear_error_and_a_parseable_audit(
    name: str, tmp_path: Path
) -> None:
    """A clear error (type, the thing named, the fix), and the audit lines the call owes."""
    case = CATALOG[name]
    rig = make_catalog_rig(tmp_path)
    expect = case.expect
    if isinstance(expect, Raises):
        with pytest.raises(BaseException) as caught:  # noqa: PT011 - checked just below
            case.run(rig)
        error = caught.value
        assert isinstance(error, expect.error), f"{type(error).__name__}: {error}"
        assert isinstance(error, ToolhooksError)
        assert isinstance(error, (TypeError, ValueError, RuntimeError))
        message = str(error)
        assert expect.named in message
        assert FIX.search(message), f"no fix in: {message}"
    elif isinstance(expect, Answers):
        result = case.run(rig)
        assert isinstance(result, dict)
        assert result["is_error"] is True
        assert expect.named in result["content"]
        assert FIX.search(result["content"]), f"no fix in: {result['content']}"
    else:
        assert isinstance(expect, Refuses400)
        status, body = case.run(rig)  # type: ignore[misc]
        assert status == 400
        assert body["type"] == "error"
        assert body["error"]["type"] == "invalid_request_error"
        assert expect.named in body["error"]["message"]
    assert len(audit_lines(rig.audit_path)) == case.lines

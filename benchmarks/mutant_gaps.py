"""Mutants of the references that are wrong, yet pass their grader under ``ci``.

Found by ``benchmarks/mutants.py``. Each function is the mutant as a learner could hand it
in, named after the exercise's function with a suffix, under a comment saying what it does
wrong and which input exposes it: material for the wrong-answer catalog
(``tests/kata/answers.py``) once the grader is taught to reject it. :data:`GAPS` keys each
by its mutant id, so a re-run of the mutants lists it as a known gap, not a new survivor;
when a grader starts killing one, the run says so and its entry here goes.
``tests/test_mutants.py`` checks that each function is its mutant, statement for statement.
"""

# mypy: allow-untyped-defs
# (a learner's answers, as handed in: untyped)

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from toolhooks import Deny


# Glues the alternative straight onto the reason, with no separator at all: Deny("no
# refunds", "ask a human") gives "BLOCKED: no refundsask a human", and the model cannot
# tell where the reason ends. Exposed by any Deny with an alternative, if the grader asked
# for something (a space, "Alternative:") between the reason and the alternative.
def synthetic_error_result_alternative_glued(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:") :].strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative:
        content += f"{deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


# Catches BaseException: a call_tool interrupted by Ctrl-C (KeyboardInterrupt) or ending the
# program (SystemExit) becomes an is_error tool_result and the turn goes on, unstoppable.
# The spec speaks of "an Exception", and toolhooks lets a BaseException pass (chain.py).
# Exposed by a call_tool that raises KeyboardInterrupt: it must propagate.
def answer_turn_catches_base_exception(call_tool, content):
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except BaseException as exc:
            message = f"the call failed: {type(exc).__name__}: {exc}"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": message,
                }
            )
    return {"role": "user", "content": results}


# Catches BaseException: a Post or Stop hook interrupted by Ctrl-C (KeyboardInterrupt) or
# calling sys.exit() is counted and reported as a failure, and the session goes on. The
# spec says "never raise", so it must first say whether a BaseException passes (toolhooks'
# own observers let it pass). Exposed by a hook that raises KeyboardInterrupt.
def run_observers_catches_base_exception(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            failures += 1
            report(hook, exc)
    return failures


# Tests the guard's answer with `!= None` instead of `is not None`: an answer whose == is
# not a plain bool breaks it. Exposed by a guard answering a numpy-like value
# (`answer != None` is then elementwise and `if` raises), or an object whose __ne__ says
# False: the spec returns it as it is, this runs the original instead.
def install_guard_compares_with_eq(dispatcher, guard):
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)

    def guarded(block):
        answer = guard(block)
        return answer if answer != None else original(block)  # noqa: E711

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("another guard was installed on top: undo that one first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


# Does not normalise the project folder itself, only the target: with cwd "/proj/" (a
# trailing slash), "/proj/./" or "/a/../proj", os.path.commonpath gives "/proj" or "/a",
# never the cwd as written, so every Write inside the project is denied. Exposed by
# cwd="/proj/" with file_path="/proj/notes.txt" (the reference allows it).
def keep_writes_in_project_cwd_not_normalised(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return Deny(
            "there is no project folder or no file_path to check.",
            "give an absolute file_path inside the project.",
        )
    target = os.path.normpath(os.path.join(project, path))
    if os.path.commonpath([project, target]) == project:
        return None
    return Deny(
        f"{path!r} is outside the project folder.", "write the file inside the project folder."
    )


GAPS: dict[str, Callable[..., Any]] = {
    "synthetic-denial:6:19:empty-string": synthetic_error_result_alternative_glued,
    "answer-turn:7:8:swap-except:Exception->BaseException": answer_turn_catches_base_exception,
    "observers:5:8:swap-except:Exception->BaseException": run_observers_catches_base_exception,
    "save-before-replace:6:25:flip-compare[0]:IsNot->NotEq": install_guard_compares_with_eq,
    "keep-writes-in-project:6:4:drop-statement": keep_writes_in_project_cwd_not_normalised,
}
"""Mutant id: the wrong answer the grader accepts."""

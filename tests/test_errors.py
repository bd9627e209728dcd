"""Errors: one class per failure mode, each a built-in a caller already catches."""

from __future__ import annotations

import pytest

from toolhooks import errors


@pytest.mark.parametrize(
    ("cls", "builtin"),
    [
        (errors.ContextError, ValueError),
        (errors.FrozenError, TypeError),
        (errors.FreezeError, TypeError),
        (errors.MalformedToolUseError, ValueError),
        (errors.ToolInputError, ValueError),
        (errors.DuplicateToolError, ValueError),
        (errors.PreHookError, RuntimeError),
        (errors.InvalidDecisionError, TypeError),
        (errors.ClockError, ValueError),
        (errors.InstallError, TypeError),
        (errors.TranscriptError, ValueError),
    ],
)
def test_each_error_is_a_toolhooks_error_and_the_builtin_callers_catch(
    cls: type[Exception], builtin: type[Exception]
) -> None:
    """except ValueError (or TypeError...) keeps working, and so does except ToolhooksError."""
    assert issubclass(cls, errors.ToolhooksError)
    assert issubclass(cls, builtin)


def test_clock_and_decision_errors_fail_closed_like_a_crashing_hook() -> None:
    """Both are PreHookErrors, which every layer lets through."""
    assert issubclass(errors.ClockError, errors.PreHookError)
    assert issubclass(errors.InvalidDecisionError, errors.PreHookError)


class Hostile(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def test_describing_never_raises() -> None:
    """Reporters format with these, whatever the exception does."""
    assert errors.describe_exception(ValueError("x")) == "ValueError: x"
    assert errors.describe_exception(ValueError()) == "ValueError"
    assert (
        errors.describe_exception(Hostile())
        == "Hostile: <its message could not be printed: RuntimeError>"
    )
    assert errors.exception_text(Hostile()) == "<its message could not be printed: RuntimeError>"
    assert errors.safe_repr(Hostile()) == "<Hostile whose repr failed with RuntimeError>"
    assert (
        errors.crash_message("lookup_user", KeyError("k"))
        == "lookup_user failed with KeyError: 'k'"
    )


def test_safe_repr_shortens_long_values() -> None:
    """A 10,000-character input does not become a 10,000-character message."""
    assert len(errors.safe_repr("x" * 10_000, 80)) == 80

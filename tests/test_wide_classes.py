"""The wide input classes exercises draw from hold every member of their family."""

from __future__ import annotations

import builtins
import importlib
import pkgutil
import sys
import warnings

import pytest

from hookkata.exercises import wide_classes
from hookkata.exercises.wide_classes import (
    HOOK_ATTRIBUTES,
    WORKBOOK_ERRORS,
    WORKBOOK_PACKAGES,
    builtin_warnings,
    hook_attributes,
    warning_named,
    workbook_error,
)
from hookkata.grading.codec import builtin_base


def _walked_errors() -> dict[str, type[Exception]]:
    """Every public Exception class defined in a module of the workbook's packages (each
    module imported; a package's ``__main__`` would run a command, so it is left out)."""
    found: dict[str, type[Exception]] = {}
    for package in WORKBOOK_PACKAGES:
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, f"{package}."):
            if info.name.rsplit(".", 1)[-1] == "__main__":
                continue
            module = importlib.import_module(info.name)
            for name, cls in vars(module).items():
                defined = isinstance(cls, type) and cls.__module__ == info.name
                if defined and issubclass(cls, Exception) and not name.startswith("_"):
                    found[f"{info.name}.{name}"] = cls
    return found


def test_the_table_names_every_exception_class_of_the_workbook_that_takes_a_message():
    """Walking both packages finds exactly the table's classes, each at its home with its
    first built-in base, plus those that a message alone cannot build."""
    walked = _walked_errors()
    table = {f"{home}.{name}": base for name, (home, base) in WORKBOOK_ERRORS.items()}
    for qualified, base in table.items():
        cls = walked[qualified]
        assert builtin_base(cls.__new__(cls)) == base, qualified
    untabled = {q: cls for q, cls in walked.items() if q not in table}
    assert set(untabled) == {"toolhooks.errors.TranscriptError"}  # (path, detail)
    with pytest.raises(TypeError):
        untabled["toolhooks.errors.TranscriptError"]("one message")  # type: ignore[call-arg]


@pytest.mark.parametrize("name", sorted(WORKBOOK_ERRORS))
def test_each_workbook_error_is_built_with_its_message(name):
    error = workbook_error(name, '\n  a "message" {0} %s')
    assert str(error) == '\n  a "message" {0} %s'
    assert type(error).__name__ == name
    assert type(error).__module__ == WORKBOOK_ERRORS[name][0]
    assert isinstance(error, getattr(builtins, WORKBOOK_ERRORS[name][1]))


def test_a_loaded_class_is_raised_as_itself_and_a_pre_hook_error_gets_its_fields():
    from toolhooks.errors import PreHookError, ToolInputError

    assert type(workbook_error("ToolInputError", "bad input")) is ToolInputError
    error = workbook_error("PreHookError", "the hook broke")
    assert type(error) is PreHookError
    assert (error.hook_name, error.tool_name) == ("grader", "grader")


def test_a_class_whose_module_is_not_loaded_gets_a_stand_in_and_its_module_is_not_imported(
    monkeypatch,
):
    """The grader never pays for importing the SDK or nbformat to raise one class."""
    monkeypatch.delitem(sys.modules, "toolhooks.fake.api", raising=False)
    error = workbook_error("InvalidRequest", "refused")
    assert "toolhooks.fake.api" not in sys.modules
    assert (type(error).__name__, type(error).__module__) == (
        "InvalidRequest",
        "toolhooks.fake.api",
    )
    assert type(error).__bases__ == (Exception,)


def test_a_name_outside_the_table_is_refused():
    with pytest.raises(KeyError):
        workbook_error("NotAWorkbookError", "m")


def test_builtin_warnings_are_every_warning_category_of_builtins():
    expected = {
        cls for cls in vars(builtins).values() if isinstance(cls, type) and issubclass(cls, Warning)
    }
    assert set(builtin_warnings()) == expected
    assert builtin_warnings()[0] is Warning
    assert {DeprecationWarning, ResourceWarning, UserWarning, RuntimeWarning} <= expected


def test_a_warning_is_chosen_by_name_or_else_by_the_pick():
    assert warning_named("ResourceWarning", "x") is ResourceWarning
    chosen = warning_named("lookup_user", "toolu_01")
    assert chosen is warning_named("get_orders", "toolu_01")  # by the pick alone
    assert chosen in builtin_warnings()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warnings.warn("m", chosen, stacklevel=1)
    assert caught[0].category is chosen


def test_the_stand_in_class_is_one_per_name():
    assert wide_classes._stand_in("X", "m", "ValueError") is wide_classes._stand_in(
        "X", "m", "ValueError"
    )


def test_every_hook_carries_every_hook_attribute_the_flags_alternating_the_order_falling():
    """Half the hooks each way for each flag (a runner honouring one treats hooks apart),
    and sorting by an ordering number reorders the list."""
    carried = [hook_attributes(number) for number in range(6)]
    assert all(set(one) == set(HOOK_ATTRIBUTES) for one in carried)
    for flag in ("critical", "fail_open", "optional"):
        assert {one[flag] for one in carried[:2]} == {True, False}
    for key in ("priority", "order", "weight"):
        ranked = sorted(range(6), key=lambda number: carried[number][key])
        assert ranked != list(range(6))

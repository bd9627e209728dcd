"""Exceptions the grader raises reach the answer's process as they would in one process."""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

from hookkata.grading.codec import Codec
from toolhooks.errors import FreezeError, PreHookError, ToolhooksError, ToolInputError


def _crossed(error: BaseException) -> Any:
    """``error`` sent by the trusted side and rebuilt on the answer's side."""
    trusted = Codec(lambda *_: None, side="trusted")
    child = Codec(lambda *_: None, side="child")
    return child.decode(trusted.encode(error))


def _back(error: BaseException) -> Any:
    """``error`` sent by the answer's side and rebuilt on the trusted side."""
    child = Codec(lambda *_: None, side="child")
    trusted = Codec(lambda *_: None, side="trusted")
    return trusted.decode(child.encode(error))


@pytest.mark.parametrize("error", [ToolInputError("bad input"), FreezeError("nested\n too deep")])
def test_a_workbook_error_crosses_as_its_own_class(error):
    """``except ToolInputError`` (or ``except ValueError`` for a FreezeError, whose
    first built-in base is TypeError) sees it as it would in one process."""
    crossed = _crossed(error)
    assert type(crossed) is type(error)
    assert str(crossed) == str(error)
    assert isinstance(crossed, (ToolhooksError, ValueError))


def test_a_class_whose_constructor_wants_more_crosses_holding_its_message():
    crossed = _crossed(PreHookError("the hook broke", hook_name="h", tool_name="t"))
    assert type(crossed) is PreHookError
    assert (str(crossed), crossed.args) == ("the hook broke", ("the hook broke",))


def test_a_class_of_a_module_the_answer_never_loaded_crosses_as_a_stand_in(monkeypatch):
    twin = type("InvalidRequest", (Exception,), {"__module__": "toolhooks.fake.api"})
    monkeypatch.delitem(sys.modules, "toolhooks.fake.api", raising=False)
    crossed = _crossed(twin("refused"))
    assert type(crossed) is not twin
    assert (type(crossed).__name__, str(crossed)) == ("InvalidRequest", "refused")


def test_an_answer_s_exception_reaches_the_grader_as_a_stand_in_as_before():
    """The trusted side never builds a class from what the answer's process sends."""
    back = _back(ToolInputError("bad"))
    assert type(back) is not ToolInputError
    assert (type(back).__name__, str(back), isinstance(back, ValueError)) == (
        "ToolInputError",
        "bad",
        True,
    )


@pytest.mark.parametrize("key", ["x", "it's \\ a\nkey", ""])
def test_a_grader_s_key_error_crosses_with_its_key(key):
    """``str()`` of a KeyError is its key's repr: the key crosses, so ``args[0]`` and
    ``str()`` are what they were."""
    crossed = _crossed(KeyError(key))
    assert crossed.args == (key,)
    assert str(crossed) == str(KeyError(key))


def test_a_forged_home_names_no_class():
    """A home that is not the workbook's, or not the class's, is a stand-in."""
    trusted = Codec(lambda *_: None, side="trusted")
    child = Codec(lambda *_: None, side="child")
    data = trusted.encode(ToolInputError("bad"))
    data["$exc"][-1]["home"] = ["os", "error"]
    assert type(child.decode(data)) is not OSError
    data = trusted.encode(ToolInputError("bad"))
    data["$exc"][-1]["home"] = ["toolhooks.errors", "FrozenError"]
    assert type(child.decode(data)).__name__ == "ToolInputError"


class _ApiError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.message = message


def _decode_error() -> json.JSONDecodeError:
    try:
        json.loads('{"id": }')
    except json.JSONDecodeError as exc:
        return exc
    raise AssertionError("that was JSON")  # pragma: no cover


def _called_process_error(cmd: Any) -> Any:
    import subprocess

    return subprocess.CalledProcessError(2, cmd, output=b"", stderr=b"boom")


@pytest.mark.parametrize(
    "make", [_decode_error, lambda: _called_process_error("make test")], ids=["json", "subprocess"]
)
def test_a_standard_library_error_crosses_as_its_own_class(make):
    """``except json.JSONDecodeError`` (or ``subprocess.CalledProcessError``) in the
    answer's process catches what the grader raised: the class is the library's own, not a
    stand-in of its built-in base, and ``str()`` says what it said."""
    error = make()
    crossed = _crossed(error)
    assert type(crossed) is type(error)
    assert str(crossed) == str(error)


@pytest.mark.parametrize(
    "error",
    [
        __import__("urllib.error").error.URLError("no route to policy.internal"),
        __import__("sqlite3").OperationalError("database is locked"),
        __import__("decimal").InvalidOperation("no amount"),
    ],
    ids=repr,
)
def test_a_library_error_whose_str_formats_its_reason_says_the_same(error):
    """A ``URLError`` wraps its reason in ``<urlopen error ...>``: rebuilt from its message
    it would say that twice, so it crosses as a subclass of its own class saying exactly
    what it said (``except URLError`` still catches it)."""
    crossed = _crossed(error)
    assert isinstance(crossed, type(error))
    assert str(crossed) == str(error)


def test_a_standard_library_error_whose_arguments_cannot_cross_is_still_caught_and_printable():
    """A ``CalledProcessError`` whose command is a list: its arguments stay behind, so
    its own ``__str__`` (which reads ``returncode``) would raise; it crosses as a subclass
    of the library's class that says the same message."""
    import subprocess

    error = _called_process_error(["make", "test"])
    crossed = _crossed(error)
    assert isinstance(crossed, subprocess.CalledProcessError)
    assert str(crossed) == str(error)


def test_a_standard_library_error_from_the_answer_s_side_stays_a_stand_in():
    """Only the trusted side's exceptions are rebuilt as their own classes."""
    back = _back(_decode_error())
    assert type(back) is not json.JSONDecodeError
    assert (type(back).__name__, isinstance(back, ValueError)) == ("JSONDecodeError", True)


@pytest.mark.parametrize(
    ("error", "name", "part"),
    [
        (_decode_error(), "msg", "Expecting value"),
        (PermissionError(13, "Permission denied", "orders.csv"), "strerror", "Permission denied"),
        (_ApiError(429, "rate limited"), "message", "rate limited"),
    ],
)
def test_an_attribute_holding_part_of_the_message_crosses_with_it(error, name, part):
    """``exc.msg``, ``exc.strerror`` or ``exc.message`` read in the answer's process is
    what it is in the grader's (only part of ``str(exc)``), and ``str()`` stays whole."""
    crossed = _crossed(error)
    assert (getattr(crossed, name), str(crossed)) == (part, str(error))
    assert str(crossed) != part


@pytest.mark.parametrize(
    "error", [SyntaxError("bad", ("f.py", 3, 1, "x")), ImportError("no module named x")]
)
def test_an_attribute_that_str_reads_is_not_set_where_it_would_change_the_message(error):
    """A SyntaxError's or ImportError's ``str()`` reads its ``msg``: the message crosses
    whole, and ``msg`` is left as the rebuilt exception has it."""
    assert str(_crossed(error)) == str(error)


@pytest.mark.parametrize("code", [2, 0, 1, None, -1, 255])
def test_a_grader_s_system_exit_crosses_with_its_code(code):
    """``sys.exit(2)`` in a grader's hook is ``sys.exit(2)`` in the answer's process: its
    ``code`` the same int (not the text ``"2"``), so ``status.code == 2`` sees what it
    would see in one process."""
    from hookkata.grading.limits import GradingExit

    crossed = _crossed(GradingExit(code))
    assert isinstance(crossed, SystemExit)
    made = GradingExit(code)
    assert (type(crossed.code), crossed.code, crossed.args) == (type(code), code, made.args)
    assert type(_crossed(GradingExit()).code) is type(None)


def test_an_exit_code_sent_by_the_answer_s_side_is_not_read():
    """The code crosses only from the trusted side: the grader builds nothing the answer
    names beyond its message."""
    child = Codec(lambda *_: None, side="child")
    body = child.encode(SystemExit(3))
    body["$exc"].append({"code": 7})
    back = Codec(lambda *_: None, side="trusted").decode(body)
    assert back.code != 7


@pytest.mark.parametrize(
    "error",
    [
        PermissionError(13, "Permission denied", "orders.csv"),
        OSError(2, "No such file"),
        FileNotFoundError(2, "No such file", "a.csv", None, "b.csv"),
        ValueError(42),
        ValueError("row", 3),
        OSError("a message alone"),
    ],
    ids=repr,
)
def test_a_grader_s_exception_crosses_with_its_arguments(error):
    """``exc.args[0]`` in the answer's process is what it is in one process: an
    ``OSError``'s errno, not its whole message; and so are ``errno``, ``strerror`` and
    ``filename``."""
    crossed = _crossed(error)
    assert (type(crossed).__name__, crossed.args, str(crossed)) == (
        type(error).__name__,
        error.args,
        str(error),
    )
    for name in ("errno", "strerror", "filename", "filename2"):
        assert getattr(crossed, name, None) == getattr(error, name, None)


@pytest.mark.parametrize(
    "error",
    [ValueError(b"bytes", 1), ValueError(10**30, 1), ValueError(*range(6)), KeyError("k")],
    ids=repr,
)
def test_arguments_that_cannot_cross_leave_the_message_alone(error):
    """Bytes, huge integers or too many arguments: the exception is rebuilt from its
    message, whole, as before."""
    crossed = _crossed(error)
    assert str(crossed) == str(error)


def test_arguments_sent_by_the_answer_s_side_are_not_used():
    """Arguments cross only from the trusted side: the grader builds nothing the answer
    names beyond its message."""
    child = Codec(lambda *_: None, side="child")
    body = child.encode(RuntimeError("said"))
    body["$exc"].append({"args": [1, "two"]})
    back = Codec(lambda *_: None, side="trusted").decode(body)
    assert str(back) == "said"


def test_arguments_that_do_not_say_the_message_are_not_used():
    """A message sent with arguments that make another one: the message stands."""
    trusted = Codec(lambda *_: None, side="trusted")
    body = trusted.encode(OSError(13, "Permission denied"))
    body["$exc"][-1]["args"] = [2, "something else"]
    crossed = Codec(lambda *_: None, side="child").decode(body)
    assert str(crossed) == "[Errno 13] Permission denied"


def _raised_from(cause: str) -> BaseException:
    """A RuntimeError raised while a ValueError was handled: from it, from None, or in it."""
    try:
        try:
            raise ValueError("the guard's")
        except ValueError as exc:
            if cause == "from it":
                raise RuntimeError("wrapped") from exc
            if cause == "from None":
                raise RuntimeError("wrapped") from None
            raise RuntimeError("wrapped")  # noqa: B904 - the implicit context, on purpose
    except RuntimeError as error:
        return error


@pytest.mark.parametrize(
    ("cause", "kept"), [("from it", True), ("in it", True), ("from None", False)]
)
def test_an_answer_s_exception_crosses_with_its_cause_unless_hidden_from_none(cause, kept):
    """``raise X from exc`` keeps it as the cause, and an exception raised while handling
    another keeps it as its implicit context (``__cause__`` None, as in one process: an
    answer reading ``__context__`` finds it there); ``raise X from None`` hides it, so a judge
    walking the causes does not find it."""
    back = _back(_raised_from(cause))
    assert str(back) == "wrapped"
    linked = back.__cause__ if cause == "from it" else back.__context__
    assert (linked is not None) is kept
    if kept:
        assert str(linked) == "the guard's"
    if cause == "in it":
        assert back.__cause__ is None
        assert not back.__suppress_context__


def test_a_grader_s_exception_holding_bytes_crosses_with_them():
    """A process's stderr as an exception's argument: ``args[0]`` is bytes there too, and
    ``str()`` the same ``b'...'``."""
    error = RuntimeError(b"fatal: not a git repository\n")
    crossed = _crossed(error)
    assert crossed.args == error.args
    assert str(crossed) == str(error)


def test_bytes_sent_as_arguments_that_are_not_base64_leave_the_message_alone():
    trusted = Codec(lambda *_: None, side="trusted")
    child = Codec(lambda *_: None, side="child")
    sent = json.loads(json.dumps(trusted.encode(RuntimeError(b"x"))))
    sent["$exc"][-1]["args"] = [{"$bytes": "not base64!"}]
    crossed = child.decode(sent)
    assert str(crossed) == "b'x'"
    assert crossed.args == ("b'x'",)


class _Fields(Exception):
    """A library's error that formats its own fields, raised with no arguments."""

    def __init__(self, account: str) -> None:
        super().__init__()
        self.account = account

    def __str__(self) -> str:
        return f"quota exceeded for {self.account}"


def test_an_exception_whose_str_holds_what_its_args_do_not_crosses_so():
    """``exc.args`` is ``()`` in the answer's process as here, and ``str(exc)`` says the
    message: an answer reading the message from its args alone shows (batch AC)."""
    crossed = _crossed(_Fields("u_004"))
    assert (crossed.args, str(crossed), type(crossed).__name__) == (
        (),
        "quota exceeded for u_004",
        "_Fields",
    )
    assert isinstance(crossed, Exception)


@pytest.mark.parametrize("error", [RuntimeError(), RuntimeError("said")])
def test_an_exception_without_that_mismatch_crosses_as_before(error):
    crossed = _crossed(error)
    assert (crossed.args, str(crossed), type(crossed).__name__) == (
        error.args,
        str(error),
        "RuntimeError",
    )


def test_an_answer_s_exception_of_fields_reaches_the_grader_with_its_message():
    back = _back(_Fields("u_004"))
    assert str(back) == "quota exceeded for u_004"


def test_a_grader_s_exception_crosses_with_its_notes():
    """Notes added with ``add_note`` cross, after the message, as traceback shows them: an
    answer reading the last line of ``format_exception_only`` reads a note there too."""
    import traceback

    from hookkata.grading.codec import add_notes

    error = OSError("disk full")
    add_notes(error, "while writing the case file", "retry: no")
    crossed = _crossed(error)
    assert (str(crossed), crossed.__notes__) == ("disk full", error.__notes__)
    assert traceback.format_exception_only(crossed)[-1].strip() == "retry: no"
    assert not hasattr(_crossed(OSError("plain")), "__notes__")


def test_an_exception_marked_unreprable_crosses_as_one_whose_repr_raises():
    from hookkata.grading.codec import REPR_FAILED, UNREPRABLE, raised_by_repr

    class Odd(RuntimeError):
        pass

    setattr(Odd, UNREPRABLE, True)
    crossed = _crossed(Odd("disk quota"))
    assert str(crossed) == "disk quota"
    assert isinstance(crossed, RuntimeError)
    with pytest.raises(ValueError, match=REPR_FAILED[:20]) as failed:
        repr(crossed)
    assert raised_by_repr(failed.value)
    assert repr(_crossed(RuntimeError("plain"))) == "RuntimeError('plain')"


def test_notes_set_as_a_tuple_cross_as_a_tuple():
    """A library may set ``__notes__`` by hand, to a tuple: it crosses as a tuple, so an
    answer calling ``add_note`` on it meets the ``TypeError`` it would meet there."""
    error = ValueError("sink closed")
    error.__notes__ = ("from the sink", "second")
    crossed = _crossed(error)
    assert crossed.__notes__ == ("from the sink", "second")
    with pytest.raises(TypeError, match="__notes__ is not a list"):
        crossed.add_note("mine")
    listed = ValueError("listed")
    listed.__notes__ = ["one"]
    assert type(_crossed(listed).__notes__) is list


def test_notes_sent_by_the_answer_s_side_are_not_added():
    """Notes cross only from the trusted side, text only, and at most MAX_NOTES of them."""
    from hookkata.grading.codec import MAX_NOTES

    error = ValueError("bad")
    error.__notes__ = ["mine"]
    assert not hasattr(_back(error), "__notes__")
    many = ValueError("many")
    many.__notes__ = [f"n{k}" for k in range(MAX_NOTES + 5)] + [3]
    assert _crossed(many).__notes__ == [f"n{k}" for k in range(MAX_NOTES)]


def test_an_unhashable_grader_exception_is_unhashable_in_the_answer_s_process():
    """An exception whose class sets ``__hash__`` to None (an ``eq`` dataclass's) raises
    ``TypeError`` on ``hash()`` there too: a memo keyed by it fails as in one process
    (batch AV); a plain one stays hashable, and both keep their class and message."""
    unhashable = type("PolicyDown", (RuntimeError,), {"__hash__": None})
    crossed, plain = _crossed(unhashable("policy server down")), _crossed(RuntimeError("down"))
    with pytest.raises(TypeError):
        hash(crossed)
    assert isinstance(crossed, RuntimeError)
    assert str(crossed) == "policy server down"
    assert type(crossed).__name__ == "PolicyDown"
    assert hash(plain)
    assert type(plain) is RuntimeError


def test_the_answer_s_unhashable_exception_is_not_rebuilt_unhashable_by_the_grader():
    """Only the trusted side says what is unhashable: what the answer's side sends of its own
    exceptions builds no class on the grader's side."""
    unhashable = type("Odd", (ValueError,), {"__hash__": None})
    back = _back(unhashable("odd"))
    assert hash(back)
    assert isinstance(back, ValueError)

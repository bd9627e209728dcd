"""The small program that runs in the learner's process: it calls the answer, nothing more.

It holds the learner's functions (a ``.py`` file it imported, or the kernel's namespace)
and waits for the trusted grader. For each exercise the grader sends ``fork``; the forked
worker connects to the grader and answers calls on that connection: the grader sends
arguments as plain data, the worker calls the learner's function and sends back what it
returned or raised, as plain data (:mod:`hookkata.grading.codec`). Hooks, ``call_tool``,
``report`` and ``guard`` arrive as stubs whose calls go back to the grader, which runs its
own functions and records what they saw.

Nothing here decides anything: a worker that lies, hangs, floods or dies only spoils its
own exercise, because the verdict is computed on the other side from inputs this process
did not choose. So this module is written for clarity, not defence.

The grader listens on a Unix socket in its private scratch folder; this process connects
to it (the control connection), and so does each worker it forks.
"""

from __future__ import annotations

import contextlib
import enum
import functools
import gc
import logging
import os
import random
import signal
import socket
import sys
import threading
import time
import types
import weakref
from collections.abc import Callable
from typing import Any, Literal, NoReturn, cast

from hookkata.grading import disguise, limits, places, tripwire
from hookkata.grading.channel import Peer, send
from hookkata.grading.codec import Codec, CodecError, Handled
from hookkata.grading.places import GradingThread, Place, beside, boxed, run_in
from hookkata.grading.steps import check_steps, recycled, run_steps

GRADING_TZ = "Asia/Kathmandu"
"""The local time zone answers run in (UTC+05:45): not UTC, not a whole hour, no DST."""
GRADING_HASHSEED = "0"
"""The hash seed of the learner's process when grading starts it (a file, a notebook): the
order of a set is the same in every grading run (:mod:`hookkata.grading.hash_seeds`)."""


class _Ungradable(Exception):
    """A value the answer returned that cannot cross the line as plain data."""


class _Stub:
    """A function of the grader's, called from here: the call goes back over the socket."""

    falsy = False
    """Whether the grader's object is falsy (:meth:`Codec._traits`): ``if not hook`` shows."""

    kin: int | None = None
    """The grader's objects with one ``__stub_kin__`` are equal (``==``, one hash) though
    distinct: ``hooks.index(hook)`` or ``==`` finds the first of them, as in one process."""

    equals_all = False
    """Whether the grader's object says it is ``==`` to anything (its
    ``__stub_equals_all__``, as a mock's ``ANY``): only ``is`` tells it apart."""

    repr_raises = False
    """Whether the grader's object's ``repr()`` raises in this process (its
    ``__stub_repr_raises__``): a hook object's ``__repr__`` is its own code."""

    lookup_raises = False
    """Whether a missing attribute of the grader's object raises ``KeyError`` in this
    process (its ``__stub_lookup_raises__``): a registry object whose ``__getattr__`` looks
    names up in a dict, so ``getattr(hook, name, default)`` raises."""

    answers_all = False
    """Whether the grader's object answers every attribute name, as a ``Mock`` does (its
    ``__stub_answers_all__``): a missing public attribute is an :class:`_Answered` here."""

    late = False
    """Whether a call of the grader's object from a thread the answer started (a pool's:
    not the main thread, not a daemon) takes :data:`LATE_SECONDS` for real first (its
    ``__stub_late__``): the object carries a ``timeout`` far shorter, and a runner that
    honours it drops the answer every time, not only when the threads are slow."""

    hours = 0
    """How long each call of the grader's object takes by this process's clocks (its
    ``__stub_hours__``): a slow hook, without the wait (:func:`jump_clocks`)."""

    def __init__(self, peer: Peer, codec: Codec, number: int, label: str) -> None:
        self._peer, self._codec, self._number, self._label = peer, codec, number, label

    def __bool__(self) -> bool:
        return not self.falsy

    def __eq__(self, other: object) -> bool:
        if self.equals_all:
            return True
        if self.kin is not None and isinstance(other, _Stub) and other.kin == self.kin:
            return True
        return self is other

    def __hash__(self) -> int:
        return hash(("kin", self.kin)) if self.kin is not None else id(self)

    def __call__(self, *args: Any) -> Any:
        if self.late and _on_a_thread_of_the_answers():
            time.sleep(LATE_SECONDS)
        try:
            reply = self._peer.request(
                {"op": "call", "fn": {"$ref": self._number}, "args": self._codec.encode(list(args))}
            )
        finally:
            if self.hours:
                jump_clocks(self.hours * 3600)
        _warn_again(reply.get("warn"))
        _print_again(reply.get("printed"))
        if reply["op"] == "return":
            return self._codec.decode(reply["value"])
        error = self._codec.decode(reply.get("error"))
        if isinstance(error, BaseException):
            raise error
        raise RuntimeError("the grader's function failed")  # pragma: no cover

    def __copy__(self) -> Any:
        return self._copied()

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self._copied()

    def _copied(self) -> Any:
        """A function copies as itself (``copy`` treats functions as atoms); any other of
        the grader's objects cannot be copied here, and says so plainly (a copy of a hook
        object would run on copied state, so the original never sees its calls)."""
        kind = self.__dict__.get("_grader_type", "function")
        if kind in ("function", "builtin_function_or_method"):
            return self
        raise TypeError(
            f"cannot copy {self._label} (a {kind}): it is an object handed to your code, "
            "which runs on its own state; use it as it is, not a copy"
        )

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError(f"cannot pickle {self._label}: it is an object handed to your code")

    def __getattr__(self, name: str) -> Any:
        """A missing attribute is missing from the grader's object, as Python would say it
        (its type's name, never this class's)."""
        kind = self.__dict__.get("_grader_type", "function")
        if self.lookup_raises and not name.startswith(("__stub", "_grader")):
            raise KeyError(name)  # its __getattr__ looks the name up in a dict
        if self.answers_all and not name.startswith("_"):
            return _Answered(f"{self._label}.{name}")
        raise AttributeError(f"'{kind}' object has no attribute '{name}'")

    def __repr__(self) -> str:
        if self.repr_raises:
            raise RuntimeError(f"repr() of {self._label} fails (its __repr__ raises)")
        return self._label


class _Answered:
    """What an object answering every name (a ``Mock``) gives for a name it lacks: a
    callable of its own, which answers every name too; calling it never reaches the
    grader, and returns another."""

    def __init__(self, label: str) -> None:
        self._label = label

    def __call__(self, *_args: Any, **_kwargs: Any) -> _Answered:
        return _Answered(f"{self._label}()")

    def __getattr__(self, name: str) -> _Answered:
        if name.startswith("_"):
            raise AttributeError(name)
        return _Answered(f"{self._label}.{name}")

    def __repr__(self) -> str:
        return f"<Mock name={self._label!r}>"


LATE_SECONDS = 0.05
"""How long a late object's call takes off the answer's own thread: 50,000 times its
``timeout`` (:data:`~hookkata.exercises.wide_classes.PAST_TIMEOUT`)."""


def _on_a_thread_of_the_answers() -> bool:
    """Whether this thread is one the answer started: not the main thread, and not one the
    grader calls the answer on (:class:`~hookkata.grading.places.GradingThread`)."""
    current = threading.current_thread()
    return current is not threading.main_thread() and not isinstance(current, GradingThread)


CLOCKS = ("monotonic", "perf_counter", "time", "process_time", "thread_time")
"""The clocks of :mod:`time` an answer may time a call with (each ``_ns`` one too)."""

_SKEW = [0.0]
"""How far :func:`jump_clocks` has moved this process's clocks forward, in seconds."""

_ANSWER_GLOBALS: list[dict[str, Any]] = []
"""The module namespace of the answer this worker serves: where it may hold a clock."""

_OWN_PROCESS = [False]
"""Whether this is a worker process of its own (:func:`serve_worker`): only there may the
clocks jump (a worker thread shares the grader's clocks, and its limits)."""


def jump_clocks(seconds: float) -> None:
    """Move every clock of :data:`CLOCKS` forward by ``seconds``, for good: a call just made
    took that long by any of them (a slow hook, without the wait). The first jump puts
    shifted clocks in :mod:`time`, and in the answer's module where it imported one by name
    (``from time import perf_counter``); the grading side keeps its own limits on its own
    clocks, so only what the answer measures moves."""

    if not _OWN_PROCESS[0]:
        return
    if not _SKEW[0]:
        shifted: dict[int, Any] = {}
        for name in CLOCKS:
            real, real_ns = getattr(time, name), getattr(time, f"{name}_ns")
            shifted[id(real)] = functools.partial(_shifted, real)
            shifted[id(real_ns)] = functools.partial(_shifted_ns, real_ns)
            setattr(time, name, shifted[id(real)])
            setattr(time, f"{name}_ns", shifted[id(real_ns)])
        for namespace in _ANSWER_GLOBALS:
            for key, value in list(namespace.items()):
                if id(value) in shifted:
                    namespace[key] = shifted[id(value)]
    _SKEW[0] += seconds


def _shifted(real: Callable[[], float]) -> float:
    return real() + _SKEW[0]


def _shifted_ns(real: Callable[[], int]) -> int:
    return real() + int(_SKEW[0] * 1_000_000_000)


COPY_NUMBERS = 10_000_000
"""How far apart the numbers are that copies (:func:`_forked`) give the objects they send:
each copy's own, so two copies' objects never share a number on the trusted side."""


def _forked(run: Callable[[], dict[str, Any]], codec: Codec, copy: int) -> Any:
    """``run()``'s reply, computed in a copy of this process that ends after it: whatever the
    call changes (a module's state, a lock left held) stays there. The ``copy``-th copy
    numbers its objects from its own range; its output is counted there and dropped; a
    copy that ends without a reply, or gives none within
    :data:`~hookkata.grading.places.COPY_SECONDS`, is killed and
    is a fault (the call is then not compared apart). The copy draws the same random
    numbers as this process would (an answer that picks its words at random is the same
    in every copy, so its place is not blamed for them)."""
    ours, theirs = socket.socketpair()
    drawn = random.getstate()
    pid = os.fork() if _OWN_PROCESS[0] else -1
    if pid == 0:
        ours.close()
        random.setstate(drawn)  # as this process: a fork reseeds it, and copies must agree
        codec._next += copy * COPY_NUMBERS
        sys.stdout = sys.stderr = limits.CappedOutput(limits.OUTPUT_BYTES, lambda: None)
        with contextlib.suppress(BaseException):
            send(theirs, run())
        os._exit(0)
    theirs.close()
    try:
        if pid < 0:  # a worker thread (no fork of its own): nothing to compare apart
            return {"fault": "no fork"}
        from hookkata.grading.channel import receive

        return receive(ours, time.monotonic() + places.COPY_SECONDS)
    except Exception:
        return {"fault": "the copy ended without a reply in time"}
    finally:
        ours.close()
        if pid > 0:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def _print_again(printed: Any) -> None:
    """Print here what the grader's function printed (a tool's log line), so an answer that
    captures ``sys.stdout`` sees it as it would in one process."""
    if type(printed) is str and printed:
        sys.stdout.write(printed)


def _warn_again(given: Any) -> None:
    """Give here the warnings the grader's function gave (a hook's DeprecationWarning), so an
    answer's warning filters see them as they would in one process."""
    import builtins
    import warnings

    for category_name, message in given if type(given) is list else []:
        category = getattr(builtins, str(category_name), UserWarning)
        if not (isinstance(category, type) and issubclass(category, Warning)):
            category = UserWarning
        warnings.warn(str(message), category, stacklevel=3)


_OWN_SET: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
"""Each Desk's own ``call_tool`` as set before the answer installed (kept off the Desk: its
attributes are graded)."""
_NONE_SET = object()


def _decorated(method: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """An own ``call_tool`` as a decorator leaves it (an audit log, a retry): it calls
    ``method``, and names as its ``__wrapped__`` a function that does not (an answer that
    ``inspect.unwrap``-s the saved original runs that one, and skips the decorator)."""

    def undecorated(_block: Any, /) -> Any:
        return "the undecorated function ran: the decorator over it was skipped"

    @functools.wraps(undecorated)
    def audited(block: Any, /) -> Any:
        return method(block)

    return audited


def _changed_attributes(before: dict[str, Any], now: dict[str, Any]) -> set[str]:
    """The names whose object is not the one ``before`` held: added, removed or replaced."""
    return {
        name
        for name in before.keys() | now.keys()
        if before.get(name, _ABSENT) is not now.get(name, _ABSENT)
    }


_ABSENT = object()
"""What :func:`_changed_attributes` reads for a name one of the two does not hold."""


class Desk(Handled):
    """Exercise 8's dispatcher: ``call_tool`` runs the grader's original, which records it."""

    def __init__(self, original: Callable[[Any], Any], install: Any = None) -> None:
        self._original = original
        self._install = install
        """The answer (``install_guard``), for :meth:`install_and_let_go`."""
        self.served = 0
        """How many calls the original served on this very Desk (it sets its own state):
        an original bound to a copy of the Desk counts there, not here."""

    def call_tool(self, block: Any, /) -> Any:
        """The block is positional only, as for any dispatcher: ``call_tool(block=...)``
        assumes a parameter name no dispatcher promises."""
        self.served += 1
        return self._original(block)

    def served_count(self) -> int:
        return self.served

    def call_keeping(self, block: Any, /) -> Any:
        """``call_tool(block)``, then the block as that call left it, whether the call
        returned or raised (an ``Exception``): a change to the caller's dict shows even
        when the guard or the original raised."""
        with contextlib.suppress(Exception):  # what it raised is graded elsewhere
            self.call_tool(block)
        return block

    def install_and_let_go(self, guard: Any, block: Any, /) -> Any:
        """Install ``guard`` with the answer and let go of the ``undo()`` it returns at
        once (no reference kept anywhere, the young generations collected), then
        ``call_tool(block)``: the guard stays until ``undo()`` is called, whatever becomes
        of the handle (a ``weakref.finalize`` or ``__del__`` on it undoes too soon)."""
        self._install(self, guard)  # what it returns is dropped here, unnamed
        gc.collect(1)  # a cycle holding undo() goes too (a full collection costs ~50 ms)
        return self.call_tool(block)

    def replace_by_hand_then_install(self, function: Any, guard: Any, /) -> Any:
        """Set ``call_tool`` by hand over the answer's wrapper, then at once, with nothing
        made in between, install ``guard`` with the answer and return its ``undo()``: the
        new wrapper may take the freed one's address, as it does in a process where nothing
        else ran (an undo() that kept only its wrapper's ``id()`` takes it for its own)."""
        self.call_tool = function  # type: ignore[method-assign,unused-ignore]
        return self._install(self, guard)

    def on_the_workbook_dispatcher(self, guard: Any, blocks: Any, /) -> dict[str, list[Any]]:
        """Install ``guard`` with the answer on a dispatcher of the workbook's own (a
        ``toolhooks.Dispatcher`` with no tools: its ``call_tool`` is ``Dispatcher.call_tool``,
        and no tool definition loads jsonschema, a second's import), then ``call_tool``
        each block. ``answered``: what each call returned, or the name of the exception it
        raised (the grader compares them with its own twin's); ``changed``: the names of the
        class's methods other than ``call_tool`` (``run_call``) that installing set, replaced
        or removed on the dispatcher (another entry point wrapped too). Bookkeeping
        attributes, and what undo() leaves, are other properties' to judge."""
        from toolhooks import Dispatcher

        dispatcher = Dispatcher()
        before = dict(vars(dispatcher))
        self._install(dispatcher, guard)
        changed = _changed_attributes(before, vars(dispatcher)) - {"call_tool"}
        answered: list[Any] = []
        for block in blocks if isinstance(blocks, list) else []:
            try:
                answered.append(["returned", dispatcher.call_tool(block)])
            except Exception as exc:  # what it raised is the answer's to show, as data
                answered.append(["raised", type(exc).__name__])
        methods = sorted(name for name in changed if callable(getattr(Dispatcher, name, None)))
        return {"answered": answered, "changed": methods}

    def note_down(self, text: Any) -> None:
        """Set another attribute (what undo() must leave alone): the grader asks after it."""
        self.note = text

    def noted(self) -> Any:
        return getattr(self, "note", None)

    def attribute_names(self) -> list[str]:
        """The names of this Desk's own attributes: install_guard sets ``call_tool`` only."""
        return sorted(vars(self))

    def replace_by_hand(self, function: Any) -> None:
        """Someone else's ``call_tool`` set over the answer's wrapper, not by install_guard
        (a value that is not callable too: ``None``, a text)."""
        self.call_tool = function  # type: ignore[method-assign,unused-ignore]

    def wrap_by_hand(self, function: Any) -> None:
        """Someone else's decorator set by hand over the answer's wrapper:
        ``call_tool = functools.wraps(call_tool)(logged)``, which calls ``function`` and
        then what was there, and names that as its ``__wrapped__``."""
        below = self.call_tool

        def logged(block: Any, /) -> Any:
            function(block)
            return below(block)

        self.call_tool = functools.wraps(below)(logged)  # type: ignore[method-assign,unused-ignore]

    def delete_by_hand(self) -> None:
        """Someone else's code deletes this Desk's own ``call_tool`` (the answer's wrapper):
        the class's shows again."""
        vars(self).pop("call_tool", None)

    def own_is_as_set(self) -> bool:
        """Whether this Desk's own ``call_tool`` is the very object set on it before the
        answer installed (an equal one rebuilt, say a bound method from its ``__func__``
        and ``__self__``, is not)."""
        return vars(self).get("call_tool") is _OWN_SET.get(self, _NONE_SET)

    def own_call_tool(self) -> list[Any]:
        """This Desk's own ``call_tool``, in a list (``[]`` when the instance has none): a
        ``None`` set on it is told apart from none at all."""
        own = vars(self)
        return [own["call_tool"]] if "call_tool" in own else []

    def call_tool_now(self) -> Any:
        """What this Desk has as its own ``call_tool`` now (``None`` when nothing): after an
        undo() that raised, still what was set by hand."""
        return vars(self).get("call_tool")

    def kinds_passed_over(self, /) -> list[str]:
        """Install the answer (a guard that allows) on a Desk whose class's ``call_tool``
        is each of :data:`CLASS_KINDS` in turn, call it, and say which kinds' original got
        other arguments than ``dispatcher.call_tool(block)`` gave it before: the saved
        original is what ``dispatcher.call_tool`` was, bound as Python binds it (a
        ``staticmethod`` gets no dispatcher, a ``classmethod`` the class)."""
        passed_over: list[str] = []
        for kind in CLASS_KINDS:
            got: list[tuple[Any, ...]] = []
            desk = type("Desk", (Desk,), {"call_tool": _class_call_tool(kind, got)})(
                self._original, self._install
            )
            block = {"type": "tool_use", "id": "toolu_kind", "name": "lookup_user", "input": {}}
            desk.call_tool(block)
            undo = self._install(desk, _allows)  # kept: the guard stays until undo()
            try:
                desk.call_tool(block)
            except Exception as error:  # the wrong arguments: what Python said of them
                passed_over.append(f"{kind}: raised {type(error).__name__}: {error}")
                continue
            if len(got) != 2 or not _same_arguments(got[0], got[1]):
                passed_over.append(f"{kind}: got {_arguments_shown(got[1:])}")
            del undo
        return passed_over

    def own_method_of_an_unheld_object(self, /) -> str:
        """Install the answer (a guard that allows) over an own ``call_tool`` that is the
        bound method of a tool object nothing else holds (``desk.call_tool = Tool().run``),
        collect, then call: the saved original must be held by a plain reference (a
        ``weakref.WeakMethod`` of it is dead by the call). What the call did when the tool
        object was let go and the call raised or returned None, else ``""`` (other cases
        judge the rest: an answer that never saved the original calls something else)."""
        tool = _UnheldTool()
        alive = weakref.ref(tool)
        self.call_tool = tool.run  # type: ignore[method-assign,unused-ignore]
        del tool
        undo = self._install(self, _allows)
        gc.collect()
        block = {"type": "tool_use", "id": "toolu_own", "name": "lookup_user", "input": {}}
        try:
            result, said = self.call_tool(block), ""
        except Exception as error:
            result, said = None, f"call_tool raised {type(error).__name__}: {error}"
        del undo
        if alive() is not None or result is not None:
            return ""  # kept alive, or a result made: other cases judge the rest
        return f"{said or 'call_tool returned None'}, the own method's tool object let go"

    def guards_own_objects(self, /) -> list[str]:
        """Install the answer with a guard that answers with objects made here (a ``dict``,
        a ``list``, an object of its own, then the very block it was given), call it once
        for each, and name those that came back as other objects, however equal: the
        guard's answer is returned as it is (compared here by identity, which does not
        survive a crossing). Then the same for an original that returns a ``list`` and an
        object of its own, a coroutine object and a generator (a guard that allows): its result
        too is returned as it is, neither awaited nor run."""
        made: list[Any] = [
            {"type": "tool_result", "tool_use_id": "toolu_0", "content": "BLOCKED"},
            [{"type": "text", "text": "BLOCKED"}],
            _Refusal(),
            _Verdict.BLOCK,
        ]
        answered: list[Any] = []

        def guard(block: Any) -> Any:  # made's objects in turn, then the block itself
            answered.append(made[len(answered)] if len(answered) < len(made) else block)
            return answered[-1]

        names = [*(type(answer).__name__ for answer in made), "block it was given"]
        copied = self._kept_as_returned(guard, answered, names, self._original)
        results: list[Any] = [
            [{"type": "text", "text": "rows"}],
            _Refusal(),
            _rows_later(),
            (row for row in ("rows",)),
        ]
        returned_by_original: list[Any] = []

        def original(_block: Any) -> Any:
            returned_by_original.append(results[len(returned_by_original)])
            return returned_by_original[-1]

        names = [f"original's {type(result).__name__}" for result in results]
        try:
            kept = self._kept_as_returned(_allows, returned_by_original, names, original)
        finally:
            results[2].close()  # never awaited here: closed, so no RuntimeWarning at exit
        return copied + kept

    def on_plain_objects(self, /) -> list[str]:
        """Install the answer on dispatchers that are plain objects, each with a guard that
        refuses one block (with an ``Enum`` member) and an original of this process: a
        ``types.SimpleNamespace``, an object of a class that is unhashable and takes no
        weak reference, a falsy one (``__len__`` 0), and a ``SimpleNamespace`` whose
        ``call_tool`` is a lambda. For each, call a refused and an allowed block, then
        ``undo()``: what went wrong, named (nothing: an empty list). Names of what the
        grader shows, no more: the verdict is the grader's."""
        wrong: list[str] = []
        for kind, dispatcher in (
            ("a SimpleNamespace", types.SimpleNamespace(call_tool=_plain_original)),
            ("an unhashable object without weak references", _Unhashable(_plain_original)),
            ("a falsy object (__len__ 0: no tools yet)", _NoToolsYet(_plain_original)),
            (
                "a SimpleNamespace whose call_tool is a lambda",
                types.SimpleNamespace(call_tool=lambda block: _plain_original(block)),
            ),
        ):
            wrong += [f"{kind}: {said}" for said in self._on_a_plain_object(dispatcher)]
        return wrong

    def on_equal_twins(self, /) -> list[str]:
        """Install the answer on two distinct dispatchers that are ``==`` (one hash: a class
        with value equality), each with a guard of its own, then undo the first one's, in
        order for it: it must not raise, and each dispatcher keeps its own guard until its
        own ``undo()``. What went wrong, named (nothing: an empty list)."""
        first, second = _Twin(_plain_original), _Twin(_plain_original)
        before = dict(vars(first)), dict(vars(second))
        try:
            undo_first = self._install(first, _plain_guard)
            undo_second = self._install(second, _twin_guard)
            answered = (first.call_tool({"id": "refused"}), second.call_tool({"id": "refused"}))
            undo_first()
            after_first = first.call_tool({"id": "refused"}), second.call_tool({"id": "refused"})
            undo_second()
        except Exception as exc:  # the answer's: named, as data
            return [f"raised {type(exc).__name__}: {str(exc)[:120]}"]
        wrong = (
            []
            if answered == (_Verdict.BLOCK, "twin refused")
            else [
                f"before any undo(), the guards answered {answered!r:.120} (each its own: "
                f"{_Verdict.BLOCK!r}, 'twin refused')"
            ]
        )
        if after_first != ({"done": "refused"}, "twin refused"):
            wrong.append(
                f"after the first undo(), the calls answered {after_first!r:.120} (the first "
                "unguarded, the second still guarded)"
            )
        if (dict(vars(first)), dict(vars(second))) != before:
            wrong.append("their attributes changed after both undo() calls")
        return wrong

    def _on_a_plain_object(self, dispatcher: Any) -> list[str]:
        before, class_before = dict(vars(dispatcher)), sorted(vars(type(dispatcher)))
        try:
            undo = self._install(dispatcher, _plain_guard)
            refused = dispatcher.call_tool({"id": "refused"})
            allowed = dispatcher.call_tool({"id": "allowed"})
            undo()
        except Exception as exc:  # the answer's: named, as data
            return [f"raised {type(exc).__name__}: {str(exc)[:120]}"]
        wrong = (
            []
            if refused is _Verdict.BLOCK
            else [f"the guard's {_Verdict.BLOCK} came back as {refused!r:.80}"]
        )
        wrong += (
            []
            if allowed == {"done": "allowed"}
            else [f"the original's result came back as {allowed!r:.80}"]
        )
        wrong += [] if vars(dispatcher) == before else ["its attributes changed after undo()"]
        added = sorted(set(vars(type(dispatcher))) - set(class_before))
        wrong += [f"its class got {', '.join(added)}"] if added else []
        return wrong

    def _kept_as_returned(
        self, guard: Any, returned: list[Any], names: list[str], original: Any
    ) -> list[str]:
        """Install the answer with ``guard`` on a Desk running ``original``, call it once per
        name (a block of its own each, all kept: no memo on a block answers), and name the
        calls whose result is not the very object ``returned`` holds for it."""
        desk = type("Desk", (Desk,), {})(original, self._install)
        undo = self._install(desk, guard)  # kept: the guard stays until undo()
        blocks = [
            {"type": "tool_use", "id": f"toolu_{n}", "name": "lookup_user", "input": {}}
            for n in range(len(names))
        ]
        got = [_returned_or_raised(desk, block) for block in blocks]
        del undo
        return [
            name for n, name in enumerate(names) if n >= len(returned) or got[n] is not returned[n]
        ]

    def calls_from_inside(self, /) -> list[Any]:
        """Install the answer on a Desk whose original, for one block, and whose guard, for
        another, call ``dispatcher.call_tool`` once more from inside (a sub-call, as a
        delegating tool makes); return both calls' results, then the ids the guard was
        asked about, in order. A sub-call is a call like any other: the guard is asked, and
        refuses the original's (``toolu_refused``); a third call's original calls again from
        inside, :data:`DEEP` levels down (no cap on the depth); a fourth call's guard makes
        a sub-call and then allows, so the outer original runs on the outer block (not on
        the sub-call's, kept in a slot the sub-call overwrote). A lock held across the call
        never lets the sub-call through: the grader's time limit ends it. A fifth call's
        original calls again with the very block it was given (a retry from inside): the
        guard is asked about it again (batch AZ took the block in flight for a loop)."""
        inner = {"type": "tool_use", "id": "toolu_inner", "name": "lookup_user", "input": {}}
        refused = {**inner, "id": "toolu_refused"}
        asked: list[Any] = []
        retried: list[Any] = []

        def original(block: Any) -> Any:
            if block["id"] == "toolu_again":
                retried.append(block)
                return ["again", desk.call_tool(block)] if len(retried) == 1 else "again inner"
            depth = block["input"].get("depth")
            if type(depth) is int:  # a sub-call in a sub-call ..., DEEP levels down
                deeper = {**block, "input": {"depth": depth - 1}}
                return [f"depth {depth}", desk.call_tool(deeper)] if depth else "depth 0"
            if block["id"] == "toolu_peek":
                return "peek ran"
            return ["tool", desk.call_tool(refused)] if block["id"] == "toolu_tool" else "inner"

        def guard(block: Any) -> Any:
            asked.append(block["id"])
            if block["id"] == "toolu_refused":
                return "refused"
            if block["id"] == "toolu_peek":  # looks something up, then allows its own block
                desk.call_tool({**inner, "id": "toolu_peek_inner"})
                return None
            return ["guard", desk.call_tool(inner)] if block["id"] == "toolu_guard" else None

        desk = type("Desk", (Desk,), {})(original, self._install)
        undo = self._install(desk, guard)  # kept until the end: the guard stays until undo()
        results = [desk.call_tool({**inner, "id": name}) for name in ("toolu_tool", "toolu_guard")]
        results.append(desk.call_tool({**inner, "id": "toolu_deep", "input": {"depth": DEEP}}))
        results.append(desk.call_tool({**inner, "id": "toolu_peek"}))
        results.append(desk.call_tool({**inner, "id": "toolu_again"}))
        del undo
        return [*results, asked]

    def __repr__(self) -> str:
        return "Desk()"


def _returned_or_raised(desk: Desk, block: Any) -> Any:
    """``desk.call_tool(block)``, or the exception it raised (an ``Exception``: a wrapper
    that ran the original's generator as a coroutine): not the object returned either way."""
    try:
        return desk.call_tool(block)
    except Exception as error:
        return error


async def _rows_later() -> list[str]:
    """An async tool's answer: ``original(block)`` returns a coroutine object, which the
    wrapper returns as it is (its caller awaits it, not the wrapper)."""
    return ["rows"]


DEEP = 6
"""How many sub-calls deep :meth:`Desk.calls_from_inside`'s third call goes."""

CLASS_KINDS = ("staticmethod", "classmethod", "callable object", "functools.partial")
"""The kinds of ``call_tool`` a dispatcher's class may hold beside a plain function."""


class NamedDesk(Desk):
    """A Desk whose ``call_tool`` takes the block by name too, as the workbook's
    ``Dispatcher.call_tool(tool_use)`` does: an answer that calls the original again by
    keyword after a ``TypeError`` (for a "keyword-only" dispatcher) runs it twice, as it
    would there."""

    def call_tool(self, tool_use: Any) -> Any:
        self.served += 1
        return self._original(tool_use)


class _CallableTool:
    """A callable object set on a class: no ``__get__``, so Python binds nothing to it."""

    def __init__(self, function: Callable[..., Any]) -> None:
        self._function = function

    def __call__(self, *args: Any) -> Any:
        return self._function(*args)


def _class_call_tool(kind: str, got: list[tuple[Any, ...]]) -> Any:
    """A class's ``call_tool`` of ``kind``; each call's arguments are recorded in ``got``."""

    def tool(*args: Any) -> Any:
        got.append(args)
        return "ran"

    if kind == "staticmethod":
        return staticmethod(tool)
    if kind == "classmethod":
        return classmethod(tool)
    if kind == "callable object":
        return _CallableTool(tool)
    return functools.partial(tool)


def _same_arguments(before: tuple[Any, ...], after: tuple[Any, ...]) -> bool:
    """The same arguments: the very objects (the Desk, its class), the block an equal copy
    too (the original may get one)."""
    return len(before) == len(after) and all(
        a is b or (type(a) is dict and a == b) for a, b in zip(before, after, strict=True)
    )


def _arguments_shown(calls: list[tuple[Any, ...]]) -> str:
    if not calls:
        return "no call"
    return "(" + ", ".join(type(arg).__name__ for arg in calls[0]) + ")"


class _UnheldTool:
    """A tool object whose bound method ``run`` is a Desk's own ``call_tool``: nothing but
    that method holds it."""

    def __init__(self) -> None:
        self.runs = 0

    def run(self, block: Any, /) -> dict[str, Any]:
        self.runs += 1
        return {"type": "tool_result", "tool_use_id": block["id"], "content": "ran"}


def _allows(_block: Any) -> None:
    """A guard that allows every call."""


class _Refusal:
    """A guard's answer of a class of its own: returned as it is, the very object."""


class _Verdict(enum.Enum):
    """A guard's answer that is an ``Enum`` member: returned as it is, not its value."""

    BLOCK = "blocked"


def _plain_original(block: Any) -> Any:
    return {"done": block.get("id")}


def _plain_guard(block: Any) -> Any:
    return _Verdict.BLOCK if block.get("id") == "refused" else None


class _Unhashable:
    """A dispatcher whose class is unhashable (``__eq__`` of its own) and takes no weak
    reference (``__slots__`` without ``__weakref__``): any object holds a ``call_tool``."""

    __slots__ = ("__dict__",)
    __hash__ = None  # type: ignore[assignment]

    def __init__(self, call_tool: Callable[[Any], Any]) -> None:
        self.call_tool = call_tool

    def __eq__(self, other: object) -> bool:
        return self is other


class _NoToolsYet:
    """A dispatcher that is falsy (``__len__`` counts its tools: none yet): still a
    dispatcher, whose ``call_tool`` can be set (batch BG refused it with `if not`)."""

    def __init__(self, call_tool: Callable[[Any], Any]) -> None:
        self.call_tool = call_tool

    def __len__(self) -> int:
        return 0


class _Twin:
    """A dispatcher with value equality (``==`` any other ``_Twin``, one hash), as a
    class defining ``__eq__`` and ``__hash__`` by a name may be: two of them are still two
    dispatchers."""

    def __init__(self, call_tool: Callable[[Any], Any]) -> None:
        self.name = "desk"
        self.call_tool = call_tool

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Twin) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)


def _twin_guard(block: Any) -> Any:
    return "twin refused" if block.get("id") == "refused" else None


class _OwnCallTool:
    """A ``call_tool`` set on a Desk by hand that is a falsy object (``__bool__`` False):
    still what ``undo()`` must put back."""

    def __init__(self, method: Callable[[Any], Any]) -> None:
        self._method = method

    def __call__(self, block: Any, /) -> Any:
        return self._method(block)

    def __bool__(self) -> bool:
        return False


class _EmptyCallTool:
    """A falsy hand-set ``call_tool`` by ``__len__`` 0 alone (no ``__bool__``)."""

    def __init__(self, method: Callable[[Any], Any]) -> None:
        self._method = method

    def __call__(self, block: Any, /) -> Any:
        return self._method(block)

    def __len__(self) -> int:
        return 0


class Worker:
    """Serves the grader's calls for one exercise, on one socket."""

    def __init__(self, sock: socket.socket, answer: object) -> None:
        self.answer = answer
        self.codec = Codec(self._stub, side="child")
        self.peer = Peer(sock, self.serve)
        self._serving = 0
        self._copies = 0
        """How many copies of this worker :meth:`_apart` forked so far."""

    def _stub(self, number: int, label: str, _callable: bool) -> Any:
        return _Stub(self.peer, self.codec, number, label)

    def serve(self, message: dict[str, Any]) -> dict[str, Any]:
        """One message from the grader (a nested one too, while the answer runs): once the
        outermost is answered, the coroutines made for it are closed."""
        self._serving += 1
        try:
            reply = self._serve_one(message)
            if tripwire.TRIPPED:  # the answer called the workbook's own solution
                reply["copied"] = tripwire.TRIPPED[0]
            return reply
        finally:
            self._serving -= 1
            if not self._serving:
                self.codec.close_coroutines()

    def _serve_one(self, message: dict[str, Any]) -> dict[str, Any]:
        op = message.get("op")
        try:
            if op == "call":
                return self._call(message)
            if op == "new_desk":
                return self._new_desk(message)
            if op == "swap_desk_class":
                return self._swap_desk_class(message)
            if op == "describe":
                delegates = message.get("delegates") or []
                info = describe(self.answer, delegates)
                if _OWN_PROCESS[0]:  # a thread worker shares the grader's process: none there
                    tripwire.lay(delegates)
                return {"op": "return", "value": self.codec.encode(info)}
            if op == "environ":
                return _set_environ(message.get("set"), self.codec)
            if op == "warnings":
                return _warnings_as_errors(message.get("as_errors"))
        except CodecError as exc:
            return {"op": "fault", "reason": f"cannot read the grader's message: {exc}"}
        return {"op": "fault", "reason": f"unknown op {op!r}"}

    def _call(self, message: dict[str, Any]) -> dict[str, Any]:
        target = self.answer if message.get("fn") == "answer" else self.codec.decode(message["fn"])
        if "steps" in message:
            return self._in_steps(target, message.get("attr"), message["steps"])
        args = self.codec.decode(message.get("args", []))
        running = message.get("fn") == "answer"
        place: Place = "thread" if message.get("thread") else message.get("place", "main")
        if place not in ("main", "thread", "loop"):  # beside: only apart (:meth:`_apart`)
            return {"op": "fault", "reason": f"unknown place {place!r}"}
        apart = self._apart(target, message) if "apart" in message and running else None
        if running:  # what an OuterArgument met in a nested call stands for
            self.codec.running.append(args)
        try:
            if message.get("attr"):
                target = getattr(target, message["attr"])
            result = run_in(place, target, args)
        except BaseException as exc:  # the answer's, whatever it is: it goes back as data
            reply = self._raised(exc, args if message.get("echo") else None, message.get("echo"))
        else:
            reply = self._reply(result, args, message.get("echo"))
        finally:
            if running:
                self.codec.running.pop()
        if apart is not None:
            reply["apart"] = apart
        return reply

    def _apart(self, target: Any, message: dict[str, Any]) -> dict[str, Any]:
        """The call made elsewhere (``message["apart"]``: a place, and the arguments of a
        call to run beside it) and alone, each in a copy of this process forked now, so
        that this worker's state is the same for all and none changes it: what differs is
        the place's doing. Replies ``{"here": ..., "alone": ..., "alone_again": ...}`` (a
        second copy alone: where the two differ, the answer's result is chance, a clock's or
        a random number's, and no place is to blame), ``beside``: each other call's reply in
        ``here``'s ``"beside"``, and ``"other_alone"`` too."""
        asked, echo = message["apart"], message.get("echo")
        place = asked.get("place") if type(asked) is dict else None
        if place not in ("thread", "loop", "beside"):
            return {"fault": f"unknown place {place!r}"}
        encoded = message.get("args", [])
        runs = {
            "here": lambda: self._in_place(place, target, encoded, echo, asked),
            "alone": lambda: self._in_place("main", target, encoded, echo),
            "alone_again": lambda: self._in_place("main", target, encoded, echo),
        }
        if place == "beside":
            runs["other_alone"] = lambda: self._in_place("main", target, asked["beside"], echo)
        return {
            name: _forked(run, self.codec, copy) for copy, (name, run) in enumerate(runs.items(), 1)
        }

    def _in_place(
        self, place: Place, target: Any, encoded: Any, echo: Any, asked: Any = None
    ) -> dict[str, Any]:
        """One call of ``target`` with the ``encoded`` arguments (decoded here, in the copy
        that makes it: :meth:`_apart`) in its ``place``; ``beside``: the other call of
        ``asked["beside"]`` runs beside it, and its replies come in ``"beside"``."""
        given = cast(list[Any], self.codec.decode(encoded))
        if place != "beside":
            return self._outcome(boxed(lambda: run_in(place, target, given)), given, echo)
        namespace = getattr(_unwrapped(self.answer), "__globals__", None)
        other_args = functools.partial(self.codec.decode, asked["beside"])
        mine, others = beside(target, given, other_args, namespace)
        reply = self._outcome(mine, given, echo)
        reply["beside"] = [self._outcome(o, o["args"], echo) for o in others]
        return reply

    def _reply(self, result: Any, args: list[Any], echo: Any) -> dict[str, Any]:
        """A call's result as a reply; with ``echo``, the arguments as it left them too."""
        try:
            if echo == "fields":  # the result too: a Deny changed in place
                return {"op": "return", "value": self.codec.encode_as_left([result, args])}
            if echo:  # the arguments as the answer left them: a mutation shows
                shown_args = self._echoed(args, echo)
                return {"op": "return", "value": [self.codec.encode(result), shown_args]}
            return {"op": "return", "value": self.codec.encode(result)}
        except CodecError as exc:
            return self._raised(TypeError(f"the value returned cannot be graded: {exc}"))
        except RecursionError:
            return self._raised(TypeError("the value returned cannot be graded: too deep"))

    def _outcome(self, box: dict[str, Any], args: list[Any], echo: Any) -> dict[str, Any]:
        """What one call did (a box of :func:`~hookkata.grading.places.boxed`), as a reply."""
        if "error" in box:
            return self._raised(box["error"], args if echo else None, echo)
        return self._reply(box.get("result"), args, echo)

    def _in_steps(self, target: Any, attr: Any, steps: Any) -> dict[str, Any]:
        """Run a row of calls (:mod:`hookkata.grading.steps`) on objects kept alive here:
        reply ``[each result as returned, each as the last call left it, whether each is
        the previous one]``. What one call cannot show (a shared result, a memo on an
        ``id``) shows across the row."""
        try:
            check_steps(steps)  # plain data still: each step's arguments decoded at the step
        except ValueError as exc:
            return {"op": "fault", "reason": str(exc)}
        kept: set[int] = set()
        """The grader's objects this side held before the last ``fresh`` step."""

        def decode(given: Any, fresh: bool) -> Any:
            if fresh:
                kept.clear()
                kept.update(self.codec.theirs)
            return self.codec.decode(given)

        def release() -> None:
            if kept:
                self.codec.forget(set(self.codec.theirs) - kept)
            gc.collect(0)  # the young: a full collection per step costs ~10 ms

        def call(args: list[Any]) -> Any:
            with limits.short_stack():
                return disguise.next_caller()(getattr(target, attr) if attr else target, args)

        try:
            returned, results, same = run_steps(
                steps, call, self._snapshot, decode, release, recycled
            )
            return {"op": "return", "value": [returned, self._snapshot(results), same]}
        except _Ungradable as exc:
            return self._raised(TypeError(f"the value returned cannot be graded: {exc}"))
        except CodecError as exc:
            return {"op": "fault", "reason": f"cannot read the grader's message: {exc}"}
        except BaseException as exc:  # the answer's, whatever it is: it goes back as data
            return self._raised(exc)

    def _snapshot(self, value: Any) -> Any:
        """``value`` encoded; a value the codec cannot carry is the answer's fault."""
        try:
            return self.codec.encode(value)
        except CodecError as exc:
            raise _Ungradable(str(exc)) from None
        except RecursionError:
            raise _Ungradable("too deep") from None

    def _raised(
        self, error: BaseException, args: list[Any] | None = None, echo: Any = True
    ) -> dict[str, Any]:
        """``error`` as data; with ``args`` (an echoing call), the arguments as the raising
        call left them too, when the codec can carry them."""
        try:
            reply = {"op": "raise", "error": self.codec.encode(error)}
        except (CodecError, RecursionError):
            reply = {"op": "raise", "error": self.codec.encode(type(error).__new__(type(error)))}
        if args is not None:
            with contextlib.suppress(CodecError, RecursionError):
                reply["args"] = self._echoed(args, echo)
        return reply

    def _echoed(self, args: list[Any], echo: Any) -> Any:
        """The arguments as the call left them; ``echo == "fields"``: the grader's workbook
        objects among them with their fields as they are now (a frozen one changed with
        ``object.__setattr__`` shows), not as bare references."""
        return self.codec.encode_as_left(args) if echo == "fields" else self.codec.encode(args)

    def _new_desk(self, message: dict[str, Any]) -> dict[str, Any]:
        original = self.codec.decode(message["original"])
        sibling_original = self.codec.decode(message["sibling_original"])
        base = NamedDesk if message.get("named") is True else Desk
        kind = type("Desk", (base,), {})  # a class per example: a change to it shows
        desk, sibling = kind(original, self.answer), kind(sibling_original)
        own = message.get("own")
        if own == "falsy":
            desk.call_tool = _OwnCallTool(desk.call_tool)  # type: ignore[method-assign,unused-ignore]
        elif own == "empty":
            desk.call_tool = _EmptyCallTool(desk.call_tool)  # type: ignore[method-assign,unused-ignore]
        elif own == "none":  # switched off by its owner: not callable
            desk.call_tool = None  # type: ignore[assignment,unused-ignore]
        elif own == "wrapped":  # a decorator's: what runs is not its __wrapped__
            desk.call_tool = _decorated(desk.call_tool)  # type: ignore[method-assign,unused-ignore]
        elif own:
            desk.call_tool = desk.call_tool  # type: ignore[method-assign,unused-ignore]
        if own:
            _OWN_SET[desk] = vars(desk).get("call_tool")
        return {"op": "return", "value": self.codec.encode([desk, sibling])}

    def _swap_desk_class(self, message: dict[str, Any]) -> dict[str, Any]:
        """Give the Desk's class a new ``call_tool`` that calls the grader's ``method``."""
        desk, method = self.codec.decode(message["desk"]), self.codec.decode(message["method"])
        type(desk).call_tool = lambda _self, block: method(block)
        return {"op": "return", "value": None}


_FILTERS_BEFORE: list[Any] = []


def _warnings_as_errors(on: object) -> dict[str, Any]:
    """Make every warning an error in this process (``-W error``), or put the filters back
    as they were. Plain data only: a bool."""
    import warnings

    if type(on) is not bool:
        return {"op": "fault", "reason": "warnings wants as_errors, a bool"}
    if on:
        _FILTERS_BEFORE[:] = list(warnings.filters)
        warnings.simplefilter("error")
    elif _FILTERS_BEFORE:
        filters: list[Any] = warnings.filters  # type: ignore[assignment]  # a list at run time
        filters[:] = _FILTERS_BEFORE
        warnings._filters_mutated()  # type: ignore[attr-defined]  # as catch_warnings does
    return {"op": "return", "value": None}


def _set_environ(wanted: object, codec: Codec) -> dict[str, Any]:
    """Set this process's environment variables as ``wanted`` says (``None`` removes one);
    reply with the values they had, to put back. Plain data only, a few short strings."""
    if (
        type(wanted) is not dict
        or len(wanted) > 16
        or not all(type(k) is str and 0 < len(k) <= 64 and "=" not in k for k in wanted)
        or not all(v is None or (type(v) is str and len(v) <= 100) for v in wanted.values())
        or any("\0" in k + (v or "") for k, v in wanted.items())
    ):
        return {"op": "fault", "reason": "environ wants a dict of up to 16 short names"}
    before = {name: os.environ.get(name) for name in wanted}
    for name, value in wanted.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    return {"op": "return", "value": codec.encode(before)}


def _uses(function: object, wanted: set[str]) -> list[str]:
    """Which of ``wanted`` (``module.name``) the function's code reaches by name.

    Every name its code (nested functions included) reads, looked up in its globals: a
    function or class is ``module.qualname``, a module's attribute ``module.attribute``, an
    object its class's ``module.qualname`` (``RULE = SameUserOnly()``, then ``RULE(call)``).
    """
    import types

    code, namespace = getattr(function, "__code__", None), getattr(function, "__globals__", {})
    if not isinstance(code, types.CodeType) or not isinstance(namespace, dict):
        return []
    names: set[str] = set()
    stack = [code]
    while stack:
        current = stack.pop()
        names.update(current.co_names)
        stack += [c for c in current.co_consts if isinstance(c, types.CodeType)]
    found = set()
    for name in names:
        value = namespace.get(name)
        if isinstance(value, types.ModuleType):
            found |= {f"{value.__name__}.{attr}" for attr in names} & wanted
        elif value is not None:
            found |= {f"{getattr(value, '__module__', '')}.{getattr(value, '__qualname__', '')}"}
            kind = type(value)  # an instance of a reference class, kept in a global, is it too
            found |= {f"{kind.__module__}.{kind.__qualname__}"}
    return sorted(found & wanted)


def _unwrapped(answer: object) -> object:
    """What a wrapper wraps: ``functools.partial``, a bound method, ``@wraps``."""
    for _ in range(20):
        inner = getattr(answer, "func", None) or getattr(answer, "__func__", None)
        inner = inner or getattr(answer, "__wrapped__", None)
        if inner is None or inner is answer:
            return answer
        answer = inner
    return answer


def describe(answer: object, delegates: list[str] | None = None) -> dict[str, Any]:
    """What the grader needs to know before calling: defined, callable, its parameters.

    ``module`` lets the grader name an answer that is the workbook's own reference.
    """
    import inspect

    if answer is None:
        return {"defined": False}
    inner = _unwrapped(answer)
    code = getattr(inner, "__code__", None)
    info: dict[str, Any] = {
        "defined": True,
        "callable": callable(answer),
        "type": type(answer).__name__,
        "module": str(getattr(inner, "__module__", "") or ""),
        "qualname": str(getattr(inner, "__qualname__", "") or ""),
        "code_file": str(getattr(code, "co_filename", "") or ""),
        "uses": _uses(inner, set(delegates or ())),
    }
    try:
        info["signature"] = str(inspect.signature(answer))  # type: ignore[arg-type]
        parameters = inspect.signature(answer).parameters  # type: ignore[arg-type]
        info["positional"] = [
            p.name
            for p in parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
        ]
        info["variadic"] = any(p.kind is p.VAR_POSITIONAL for p in parameters.values())
        info["required"] = sum(
            1
            for p in parameters.values()
            if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        )
        info["required_keywords"] = [
            p.name for p in parameters.values() if p.kind is p.KEYWORD_ONLY and p.default is p.empty
        ]
    except (TypeError, ValueError):
        info["signature"] = None
    return info


def serve(control: socket.socket, namespace: dict[str, Any], address: str) -> None:
    """The zygote: fork one worker per exercise the grader asks for, until it says bye.

    Each worker connects to the grader at ``address`` on its own, so the grader learns the
    worker's process id from the operating system (``SO_PEERCRED``), not from this process.
    """
    from hookkata.grading.channel import receive

    while True:
        try:
            message = receive(control)
        except BaseException:
            return
        if type(message) is not dict or message.get("op") != "fork":
            return
        name = message.get("name")
        _fork_worker(address, namespace.get(name) if type(name) is str else None, control)
        send(control, {"op": "forked"})


def _fork_worker(address: str, answer: object, control: socket.socket) -> None:
    if os.fork() != 0:
        return
    control.close()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(address)
    except OSError:
        os._exit(0)
    serve_worker(sock, answer)
    os._exit(0)


def serve_worker(sock: socket.socket, answer: object, process: bool = True) -> Any:
    """Answer the grader's calls on ``sock`` until it closes.

    In a forked process (``process``) first leave the parent's process group, drop output
    and bound memory, and end with ``os._exit``: no exit handler of the learner's runs.
    """
    from hookkata.grading.channel import receive

    try:
        if process:
            gc.freeze()  # the parent's objects: a collection here never walks (and copies) them
            os.setpgid(0, 0)
            _quiet_output(sock)
            limits.bound_memory()
            _grading_machine()
            _OWN_PROCESS[0] = True
            tripwire.TRIPPED.clear()  # what a process it was forked from noted is not this one's
            namespace = getattr(_unwrapped(answer), "__globals__", None)
            if isinstance(namespace, dict):
                _ANSWER_GLOBALS.append(namespace)
        worker = Worker(sock, answer)
        while True:
            message = receive(sock)
            if type(message) is not dict:
                break
            send(sock, worker.serve(message))
    except BaseException:
        pass
    if process:
        os._exit(0)
    return None


GRADING_VARIABLES = {
    "CLAUDE_PROJECT_DIR": "/",
    "TOOLHOOKS_USER_ID": "u_machine",
    "TOOLHOOKS_TIER": "premium",
}
"""Variables of the machine an answer must not read, set where it runs: Claude Code's
project folder here is the root, so an answer that takes the folder from it rather than
from the call's context allows what it should deny; and the Claude Code adapter's trusted
user and tier (``toolhooks.hosts.claude_code``), which a function handed a context reads
there, not from the environment (batch AP copied the adapter's lookup)."""


GRADING_LINESEP: Literal["\r\n"] = "\r\n"
"""``os.linesep`` where answers run, as on Windows: an answer that ends a line with it
rather than ``"\\n"`` fails on Linux too. Python's own text files and sockets never read
it (``io`` fixes its newline when built), so the worker's I/O is unchanged."""


def _grading_machine() -> None:
    """The machine as answers see it where they are called: a plain program, no test run
    (:mod:`hookkata.grading.disguise`), a local time zone that is not UTC, Windows' line
    separator, logging switched on at every level (records are built, and dropped: no
    handler, not even the host's), and variables that would mislead an
    answer reading them (set in the worker only, so a notebook's own cells, which may start
    Claude Code, never see them)."""
    _grading_time_zone()
    disguise.as_a_program()
    os.environ.update(GRADING_VARIABLES)
    os.linesep = GRADING_LINESEP
    logging.getLogger().setLevel(logging.DEBUG)  # every record is built: an `extra` that
    # clashes with a LogRecord field raises whatever level a hook logs at (none is shown)
    _no_inherited_handlers()


def _no_inherited_handlers() -> None:
    """Drop every logging handler the worker inherited (pytest's capture, a notebook's
    ``basicConfig``), and the last-resort one: a record is built and goes nowhere, on every
    machine alike. Kept, the host's handlers would format each record (an answer's
    ``%r`` of a grader's hook, a round trip each), so an answer that logs a line per hook
    would time out under one host and not another."""
    manager = logging.Logger.manager
    for logger in [logging.getLogger(), *manager.loggerDict.values()]:
        if isinstance(logger, logging.Logger):
            for handler in list(logger.handlers):
                logger.removeHandler(handler)
    logging.lastResort = logging.NullHandler()


def _grading_time_zone() -> None:
    """The answer's local time zone: never UTC, so an answer that uses local time shows it."""

    os.environ["TZ"] = GRADING_TZ
    if hasattr(time, "tzset"):
        time.tzset()


def _quiet_output(sock: socket.socket) -> None:
    """Count and drop what the answer prints; past the cap, tell the grader once."""
    told = False

    def flooded() -> None:
        nonlocal told
        if not told:
            told = True
            with contextlib.suppress(OSError):
                send(sock, {"op": "flood"})

    sys.stdout = sys.stderr = limits.CappedOutput(limits.OUTPUT_BYTES, flooded)
    devnull = os.open(os.devnull, os.O_WRONLY)
    for descriptor in (1, 2):
        os.dup2(devnull, descriptor)
    os.close(devnull)


def prepare_kernel() -> None:
    """A notebook's first cell, before any of the learner's: bound memory, set the zone."""
    limits.bound_memory()
    _grading_time_zone()


def serve_at(address: str, namespace: dict[str, Any]) -> None:
    """A notebook's last cell: connect to the grader at ``address`` and serve until bye."""
    control = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    control.connect(address)
    with control:
        send(control, {"op": "ready", "names": _names(namespace)})
        serve(control, namespace, address)


def _names(namespace: dict[str, Any]) -> list[str]:
    return sorted(k for k, v in namespace.items() if callable(v) and not k.startswith("_"))


def main(argv: list[str]) -> NoReturn:
    """``python -m hookkata.grading.child FILE ADDRESS``: import an answer file, then serve."""
    import runpy

    path, address = argv
    control = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    control.connect(address)
    limits.bound_memory()
    _grading_time_zone()
    try:
        namespace = runpy.run_path(path, run_name="__hookkata_answers__")
    except SyntaxError as exc:
        _broken(control, f"syntax error at line {exc.lineno}: {exc.msg}")
    except BaseException as exc:  # the learner's file: anything may happen at import
        _broken(control, f"running the file raised {type(exc).__name__}: {_first_line(exc)}")
    send(control, {"op": "ready", "names": _names(namespace)})
    serve(control, namespace, address)
    os._exit(0)


def _broken(control: socket.socket, reason: str) -> NoReturn:
    with contextlib.suppress(BaseException):
        send(control, {"op": "broken", "reason": reason[:500]})
    os._exit(0)


def _first_line(error: BaseException) -> str:
    try:
        text = str(error).strip()
    except BaseException:
        return ""
    return text.splitlines()[0][:300] if text else ""


disguise.plain_file_names(globals())  # no hookkata/grading/ path on an answer's stack

if __name__ == "__main__":
    main(sys.argv[1:])

"""Where an answer is called: on the main thread, another thread, inside a running event
loop, or while another call of it runs.

A hook runs wherever its host calls it: the Claude Agent SDK calls hooks from inside its
event loop, an agent loop may answer parallel tool calls on a pool of threads. So the
grader makes some of an answer's calls elsewhere than the main thread (the worker's side:
:func:`run_in`, :func:`beside`). Where an exercise's calls take and return plain data
(``at once``), such a call still runs on the main thread, as every other, and the worker
also makes it in its place and alone, each in a copy of itself forked just before
(:meth:`hookkata.grading.child.Worker._apart`): the answer's state is the same for both, so
what differs is the place's doing, and the calls that follow see neither. Elsewhere
(``anywhere``: calls that hand the answer the grader's hooks and tools, which a copy could
not call) the call itself runs in its place, and an error that Python raises only there
(:func:`made_by_the_place`) is the answer's. The trusted side compares
(:mod:`hookkata.grading.remote`): an answer that times itself with ``signal.alarm``, runs its
own ``asyncio.run``, keeps a ``threading.local`` set at import, or stages a call's values in
a module-level variable gets :class:`AnswerMisplaced`, which says where the call ran and
what it did there.

Which calls go where is fixed by their number (:func:`place_of`): the same answer is
called in the same places on every run.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Callable
from typing import Any, Literal

from hookkata.grading import disguise, limits

Place = Literal["main", "thread", "loop", "beside"]
Places = Literal["nowhere", "anywhere", "at once"]
"""What an exercise promises: ``anywhere`` (any thread, inside a running event loop);
``at once`` (that, and two calls at the same time on two threads)."""

INTERLEAVINGS = 32
"""How many times, at most, one call ``beside`` lets another run: at each of its first
lines, once."""
OTHER_WAIT_SECONDS = 1.0
"""How long a call ``beside`` waits for the other call it let run; one that waits longer
(on a lock the first holds) finishes after it, and the lines left run without others: an
answer whose calls wait for each other pays that second once per call beside another."""


COPY_SECONDS = limits.CALL_SECONDS
"""How long the worker waits for the reply of a copy of itself that makes a call apart
(:func:`hookkata.grading.child._forked`) before it kills the copy: a call is not compared
apart then. The trusted side's limit counts the worker's time, not a copy's: a copy that
blocks (a lock another thread held when it was forked) would otherwise hold the grade."""


def apart_seconds(place: Place) -> float:
    """How long the trusted side waits for a call made apart in ``place``: the call itself,
    then each copy in turn (four for ``beside``: the other call alone too)."""
    return limits.CALL_SECONDS + (4 if place == "beside" else 3) * COPY_SECONDS


def place_of(call_number: int, places: Places, beside_done: bool = False) -> Place:
    """Where the answer's ``call_number``-th plain call (from 1) runs: the second on
    another thread, the third inside a running event loop, and (``at once`` only) the first
    after them that can run beside the one before it, until one has (``beside_done``); every
    other on the main thread. A place's mistake shows at its first call there: more calls
    there would only cost time (each made apart costs three or four forks)."""
    if places == "nowhere":
        return "main"
    if call_number == 2:
        return "thread"
    if call_number == 3:
        return "loop"
    if call_number >= 4 and places == "at once" and not beside_done:
        return "beside"
    return "main"


WHERE: dict[Place, str] = {
    "main": "on the main thread",
    "thread": "on a thread other than the main one",
    "loop": "inside a running event loop (as the Agent SDK calls hooks)",
    "beside": "while another call of it ran on another thread",
}

HINTS: dict[Place, str] = {
    "thread": (
        "A hook runs on whatever thread its host calls it from: signal.alarm and "
        "signal.signal work only on the main thread, asyncio.get_event_loop() finds no loop "
        "on another, and a threading.local value set at import exists only on the thread "
        "that set it. Time a call with time.monotonic(), keep state in local variables."
    ),
    "loop": (
        "A hook may be called from inside a running event loop (the Agent SDK calls hooks "
        "from one): asyncio.run() and loop.run_until_complete() raise there, and what is "
        "scheduled on that loop (call_soon, create_task) runs only after the call has "
        "returned, too late. Keep the function plain and synchronous: everything done before "
        "it returns, with no event loop of its own."
    ),
    "beside": (
        "Two calls may run at once, on two threads: a module-level variable, buffer, dict "
        "or iterator (itertools.cycle, random.choice's generator) that a call advances or "
        "writes and then reads is shared by both, and a lock that gives up "
        "when busy (acquire(blocking=False)) answers for the wrong call. Keep each call's "
        "values in local variables; a lock held for the whole call, that waits, is fine."
    ),
}

LEFT_ON_THE_LOOP = "left work scheduled on the running event loop"
"""What the loop place says of a call that returned with work of its own still to run there
(:class:`LeftOnTheLoop`)."""


_PLACE_EVIDENCE: dict[Place, tuple[str, ...]] = {
    "thread": ("main thread", "no current event loop", "'_thread._local' object"),
    "loop": ("running event loop", "event loop is already running", LEFT_ON_THE_LOOP),
}
"""What an error says when the place alone made it (Python's own messages)."""


class AnswerMisplaced(BaseException):
    """The answer gave ``got`` where ``example`` was called (``place``), and ``alone``
    (a value, or ``raised ...``) on the main thread alone (``""``: not asked again, where
    the error names the place: :func:`made_by_the_place`). A ``BaseException`` so that
    Hypothesis does not shrink it: the same example runs elsewhere on the next call."""

    def __init__(self, example: str, place: Place, got: str, alone: str, beside: str = "") -> None:
        super().__init__(example, place, got, alone)
        self.example, self.place, self.got, self.alone = example, place, got, alone
        self.beside = beside
        """The call that ran at the same time, when ``place`` is ``beside``."""

    @property
    def message(self) -> str:
        where = WHERE[self.place]
        if self.beside:
            where = f"while {self.beside} ran on another thread"
        if not self.alone:  # not asked again: the error itself says where it comes from
            return f"{self.example}, called {where}, gave {self.got}: an error of that place"
        return (
            f"{self.example}, called {where}, gave {self.got}; called alone on the main "
            f"thread, it gives {self.alone}"
        )

    @property
    def hint(self) -> str:
        return HINTS[self.place]


def made_by_the_place(place: Place, error: BaseException) -> bool:
    """Whether ``error`` says, in Python's own words, that ``place`` made it."""
    said = f"{type(error).__name__}: {error}"
    return any(words in said for words in _PLACE_EVIDENCE.get(place, ()))


# The worker's side.


class GradingThread(threading.Thread):
    """A thread the grader starts to call the answer on: never one of the answer's own."""


def run_in(place: Place, target: Any, args: list[Any]) -> Any:
    """``target(*args)`` called in ``place`` (``main``, ``thread`` or ``loop``)."""
    if place == "thread":
        return _on_another_thread(lambda: _call(target, args))
    if place == "loop":
        return _inside_a_loop(target, args)
    return _call(target, args)


def _call(target: Any, args: list[Any]) -> Any:
    with limits.short_stack():
        return disguise.next_caller()(target, args)


def _on_another_thread(run: Callable[[], Any]) -> Any:
    box: dict[str, Any] = {}
    thread = GradingThread(target=_into(box, run), name="Thread-1 (run)", daemon=True)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box.get("result")


def boxed(run: Callable[[], Any]) -> dict[str, Any]:
    """What ``run()`` returned (``{"result": ...}``) or raised (``{"error": ...}``)."""
    try:
        return {"result": run()}
    except BaseException as exc:  # the answer's, whatever it is: it goes back as data
        return {"error": exc}


def _into(box: dict[str, Any], run: Callable[[], Any]) -> Callable[[], None]:
    """``run``, keeping what it returned or raised in ``box`` (for a thread to run)."""
    return lambda: box.update(boxed(run))


class LeftOnTheLoop(RuntimeError):
    """A call made inside a running event loop returned with callbacks or tasks of its own
    scheduled on that loop (``call_soon``, ``create_task``, ``ensure_future``, ``call_later``):
    its host's loop would run them only after the call returned, when what the call was to
    do (a report, a result) is already late. Raised in place of what the call returned."""

    def __init__(self, scheduled: list[str]) -> None:
        super().__init__(f"{LEFT_ON_THE_LOOP} ({', '.join(scheduled)}), to run after it returned")


def _inside_a_loop(target: Any, args: list[Any]) -> Any:
    """``target(*args)`` inside a running event loop of the grader's, which notes whatever
    the call schedules on it: a call that leaves work there gets :class:`LeftOnTheLoop`
    instead of what it returned."""
    loop = asyncio.new_event_loop()
    scheduled: list[str] = []

    def noted(schedule: Callable[..., Any]) -> Callable[..., Any]:
        def scheduling(*given: Any, **options: Any) -> Any:
            callback = next((a for a in given if callable(a)), None)
            scheduled.append(getattr(callback, "__qualname__", None) or repr(callback))
            return schedule(*given, **options)

        return scheduling

    async def inside() -> Any:
        for name in ("call_soon", "call_at"):  # call_later and tasks come through these
            setattr(loop, name, noted(getattr(loop, name)))
        try:
            return _call(target, args)
        finally:
            for name in ("call_soon", "call_at"):
                delattr(loop, name)

    loop.set_exception_handler(lambda _loop, _context: None)  # its tasks, left unfinished
    try:
        result = loop.run_until_complete(inside())
    finally:
        loop.close()
    if scheduled:
        raise LeftOnTheLoop(scheduled)
    return result


def beside(
    target: Any, args: list[Any], other_args: Callable[[], list[Any]], namespace: object
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``target(*args)`` on this thread while, at each of its first lines in the answer's
    module, ``target(*other_args())`` runs on another thread (to its end, or for
    :data:`OTHER_WAIT_SECONDS`); ``namespace``: the answer's module's globals. Returns
    this call's outcome and each other call's, as ``{"result": ...}`` or ``{"error": ...}``
    (each other's with its ``"args"``)."""
    others: list[tuple[GradingThread, dict[str, Any]]] = []
    left = [INTERLEAVINGS]

    def at_a_line(_frame: Any, event: str, _arg: Any) -> Any:
        if event == "line" and left[0] > 0:
            left[0] -= 1
            other = other_args()
            box: dict[str, Any] = {"args": other}
            thread = GradingThread(target=_into(box, lambda: _call(target, other)), daemon=True)
            others.append((thread, box))
            thread.start()
            thread.join(OTHER_WAIT_SECONDS)
            if thread.is_alive():  # it waits for this call: the lines left run alone
                left[0] = 0
        return at_a_line

    def at_a_call(frame: Any, _event: str, _arg: Any) -> Any:
        return at_a_line if frame.f_globals is namespace else None

    mine: dict[str, Any] = {}
    previous = sys.gettrace()
    sys.settrace(at_a_call)
    try:
        _into(mine, lambda: _call(target, args))()
    finally:
        sys.settrace(previous)
    for thread, _box in others:
        thread.join()  # one that never ends: the copy it runs in is killed (child._forked)
    return mine, [box for _thread, box in others]


SAID_WHERE: dict[Places, str] = {
    "nowhere": "",
    "anywhere": (
        " It may be called on any thread, not only the main one, and from inside a running "
        "event loop (the Agent SDK calls hooks from one): no `signal.alarm`, no "
        "`asyncio.run` of its own, nothing scheduled on that loop to run after it returns "
        "(`call_soon`, `create_task`), no `threading.local` value set only at import (one "
        "call at a time: two at once are not graded)."
    ),
    "at once": (
        " It may be called on any thread, not only the main one, from inside a running "
        "event loop (the Agent SDK calls hooks from one), and by two threads at the same "
        "time: what a call returns comes from its own arguments alone (no module-level "
        "variable that a call writes and then reads; a lock held for the whole call, that "
        "waits, is fine)."
    ),
}
"""What each exercise's Returns says of where it is called (:attr:`Exercise.places`)."""


disguise.plain_file_names(globals())  # no hookkata/grading/ path on an answer's stack

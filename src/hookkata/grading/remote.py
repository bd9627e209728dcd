"""The trusted side of one worker: the learner's function as something the grader can call.

:class:`RemoteWorker` owns one socket to a forked worker (:mod:`hookkata.grading.child`)
and its process. The grader calls the answer through :class:`RemoteFunction`, which
encodes the arguments, waits at most the call limit for the reply (serving the answer's
calls of the grader's hooks meanwhile), and decodes what came back: a value, or the
exception the answer raised, rebuilt from plain data. Every way a worker can misbehave
ends as one of the limit signals the properties already know (:mod:`hookkata.grading.probe`):
past the call limit or the output cap it is killed; if it ends, or sends what the codec
refuses, the exercise gets an ``error`` that says so.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import signal
import socket
import warnings
from collections.abc import Callable
from typing import Any

from hookkata.grading import limits, places
from hookkata.grading.channel import ChannelClosed, ChannelError, ChannelTimeout, Peer
from hookkata.grading.codec import Codec, CodecError
from hookkata.grading.fair_time import FairDeadline, worker_and_grader_waits
from hookkata.grading.limits import AnswerRaised, WorkerLost

SCRIPT_SECONDS = 2.0
"""How long the trusted side waits for a worker's first words (``describe``)."""
EXERCISE_SECONDS = 30.0
"""How long grading one exercise may take in all, from the worker's start (the answer's own
time and the grader's, not time spent waiting for a CPU: :mod:`hookkata.grading.fair_time`)."""


class RemoteWorker:
    """One worker process (or, without ``fork``, one thread) and its socket."""

    def __init__(self, sock: socket.socket, pid: int | None) -> None:
        self.sock, self.pid = sock, pid
        self.waits = worker_and_grader_waits(pid)
        self.exercise_limit = FairDeadline(EXERCISE_SECONDS, self.waits)
        self.codec = Codec(self._stand_in, side="trusted")
        self.peer = Peer(sock, self._serve)
        self.lost: str = ""
        self.calls_sent = 0
        """How many calls (``op: call``) went to the worker: ``0`` before its first."""
        self.places: places.Places = "nowhere"
        """Where the answer may be called besides the main thread (the exercise says)."""
        self.plain_calls = 0
        """How many plain calls of the answer went out: their number picks their place."""
        self.last_alone: tuple[Any, Callable[[], str], Any] | None = None
        """The last plain call: its encoded arguments, how it looks in feedback (written
        only when it is shown: a ``repr`` of a long row of arguments on every call would
        cost more than the call), and its ``echo``: the call a call ``beside`` runs beside
        it (when their ``echo`` is the same)."""
        self.beside_done = False
        """Whether a call ran beside another (once is enough: :func:`places.place_of`)."""
        self.answering = 0
        """How many of the answer's calls are under way: one the grader makes while another
        runs (a hook that runs the answer again) is made where the outer one is."""

    def _stand_in(self, number: int, label: str, is_callable: bool) -> Any:
        if is_callable:
            return RemoteFunction(self, {"$ref": number}, label)
        return RemoteHandle(number, label)

    def request(self, message: dict[str, Any], seconds: float) -> Any:
        """Send one request; return the decoded value or raise what the answer raised."""
        return self.value_of(self.reply_to(message, seconds))

    def reply_to(self, message: dict[str, Any], seconds: float) -> dict[str, Any]:
        """Send one request and return the worker's reply as it came, undecoded (its value
        is for :meth:`value_of`); stop the worker when it runs out of time, prints too
        much, ends, or breaks the protocol."""
        if self.lost:
            raise WorkerLost(self.lost)
        call_limit = FairDeadline(seconds, self.waits)
        self.calls_sent += message.get("op") == "call"
        try:
            reply = self.peer.request(message, lambda: min(call_limit(), self.exercise_limit()))
            _raise_if_copied(reply)
            return reply
        except ChannelTimeout:
            self.stop("it was stopped after the time limit")
            if self.exercise_limit.passed():
                raise WorkerLost(
                    f"grading took longer than {EXERCISE_SECONDS:g} s in all, every call "
                    "counted: is every call slow (a sleep, a wait, a loop over a lot)?"
                ) from None
            raise limits.AnswerTimedOut from None
        except limits.OutputFlooded:
            self.stop("it was stopped for printing too much")
            raise
        except ChannelClosed:
            self.stop("it ended")
            raise WorkerLost(
                "the process running your code ended during the call: an answer must return "
                "or raise, never end the process (os._exit, a signal, a crash)"
            ) from None
        except MALFORMED as exc:
            raise self._broke_the_protocol(exc) from None

    def value_of(self, reply: Any) -> Any:
        """The value a reply returns, decoded; raise :class:`AnswerRaised` for one that
        raises. Anything else (a fault the worker reports, an error that is not an
        exception, what does not decode) stops the worker: :class:`WorkerLost`."""
        try:
            if type(reply) is not dict or reply.get("op") not in ("return", "raise"):
                reason = reply.get("reason", "") if type(reply) is dict else "not a reply"
                raise ChannelError(str(reason))
            if reply["op"] == "return":
                return self.codec.decode(reply.get("value"))
            error = self.codec.decode(reply.get("error"))
            after = self.codec.decode(reply["args"]) if "args" in reply else None
        except MALFORMED as exc:
            raise self._broke_the_protocol(exc) from None
        if not isinstance(error, BaseException):
            raise self._broke_the_protocol(ChannelError("it raised what is not an exception"))
        raise AnswerRaised(error, after if type(after) is list else None)

    def _broke_the_protocol(self, exc: Exception) -> WorkerLost:
        self.stop("it broke the protocol")
        return WorkerLost(f"the process running your code sent a malformed reply ({exc})")

    def _serve(self, message: dict[str, Any]) -> dict[str, Any]:
        """Run one of the grader's own functions that the answer called."""
        if message.get("op") == "flood":
            raise limits.OutputFlooded
        if message.get("op") != "call":
            raise ChannelError(f"unexpected message {message.get('op')!r}")
        function = self.codec.decode(message.get("fn"))
        args = self.codec.decode(message.get("args", []))
        if not callable(function) or isinstance(function, RemoteFunction) or type(args) is not list:
            raise ChannelError("a call of something the grader never handed out")
        printed = io.StringIO()
        with warnings.catch_warnings(record=True) as caught, contextlib.redirect_stdout(printed):
            warnings.simplefilter("always")
            try:
                result = function(*args)
            except AnswerRaised as raised:  # the answer's own, from a call nested in this one
                reply = {"op": "raise", "error": self.codec.encode(raised.error)}
            except BaseException as escaping:
                if not _handed_to_the_answer(escaping):
                    self.stop("the grader's function it called ended the grading call")
                    raise
                reply = {"op": "raise", "error": self.codec.encode(escaping)}
            else:
                reply = {"op": "return", "value": self.codec.encode(result)}
        if caught:  # a warning the grader's function gave: the answer's process sees it too
            reply["warn"] = [_warning(w) for w in caught[:MAX_WARNINGS]]
        if printed.getvalue():  # what it printed: the answer's process prints it too
            reply["printed"] = printed.getvalue()[:MAX_PRINTED]
        return reply

    def stop(self, why: str) -> None:
        """Kill the worker (its whole process group) and close the socket."""
        self.lost = self.lost or f"the process running your code is gone: {why}"
        if self.pid is not None:
            for kill in (os.killpg, os.kill):
                with contextlib.suppress(OSError):
                    kill(self.pid, signal.SIGKILL)
                    break
            with contextlib.suppress(OSError, ChildProcessError):
                os.waitpid(self.pid, 0)
            self.pid = None
        with contextlib.suppress(OSError):
            self.sock.close()


_HANDED_TO_THE_ANSWER = (
    Exception,
    limits.GradingInterrupt,
    limits.GradingExit,
    limits.GradingGeneratorExit,
    limits.GradingCancelled,
    limits.GradingBaseExceptionGroup,
)
"""What a grader's function raises on purpose, for the answer to see (a tool that fails, a
hook that raises ``KeyboardInterrupt``)."""


def _handed_to_the_answer(error: BaseException) -> bool:
    """Whether ``error``, raised by a grader's function the answer called, goes back to the
    answer as that call's exception. Not the grader's own verdicts (a mismatch) nor its
    limits (a lost worker, Hypothesis's own signals): those end the grading call, and the
    worker with it, since it still waits in the middle of the call for a reply that never
    comes (kept, it would take the grader's next request for that reply)."""
    return isinstance(error, _HANDED_TO_THE_ANSWER) and not isinstance(error, limits.GraderSignal)


MAX_PRINTED = 10_000
"""Characters one call of a grader's function printed that reach the answer's process."""
MAX_WARNINGS = 10
"""Warnings of one call of a grader's function passed on to the answer's process."""


def _warning(caught: warnings.WarningMessage) -> list[str]:
    """A warning as plain data: the nearest built-in category's name and the message."""
    import builtins

    category = next(
        (c.__name__ for c in caught.category.__mro__ if getattr(builtins, c.__name__, None) is c),
        "UserWarning",
    )
    return [category, str(caught.message)[:500]]


MALFORMED = (ChannelError, CodecError, KeyError, TypeError)
"""What decoding a reply raises when the worker broke the protocol."""


def _raise_if_copied(reply: dict[str, Any]) -> None:
    """Raise :class:`~hookkata.grading.limits.AnswerCopied` when the worker says the
    answer called one of the exercise's delegates (a short name; anything else breaks the
    protocol)."""
    if "copied" not in reply:
        return
    delegate = reply["copied"]
    if type(delegate) is not str or not 0 < len(delegate) <= 200:
        raise ChannelError("a 'copied' that is not a delegate's name")
    raise limits.AnswerCopied(delegate)


class RemoteFunction:
    """A function that lives in the worker: the answer itself, or one it returned."""

    def __init__(
        self,
        worker: RemoteWorker,
        target: Any,
        label: str,
        attr: str = "",
        echo: bool | str = False,
        steps: list[Any] | None = None,
        thread: bool = False,
    ) -> None:
        self.worker, self.target, self.label, self.attr = worker, target, label, attr
        self.echo, self.steps, self.thread = echo, steps, thread

    def __call__(self, *args: Any) -> Any:
        message = {"op": "call", "fn": self.target, "args": self.worker.codec.encode(list(args))}
        if self.attr:
            message["attr"] = self.attr
        if self.echo:
            message["echo"] = self.echo
        if self._plain():
            return self._placed(message, args)
        if self.thread:
            message["thread"] = True
        if self.steps is not None:
            message["steps"] = self.worker.codec.encode(self.steps)
        if self.target != "answer":
            return self.worker.request(message, limits.CALL_SECONDS)
        return _given(self._outcome(message))  # counted: a call it leads to is made in place

    def _plain(self) -> bool:
        """Whether this is a plain call of the answer itself (not a row, not a call on a
        thread already), echoing its arguments or not."""
        plain = not (self.attr or self.thread or self.steps is not None)
        return plain and self.target == "answer" and self.worker.places != "nowhere"

    def _placed(self, message: dict[str, Any], args: tuple[Any, ...]) -> Any:
        """A plain call of the answer, made where its number says (:func:`places.place_of`).

        ``at once`` (plain data in and out): the call itself runs on the main thread, as
        every other, and the worker also makes it in its place and alone, each in a copy of
        itself forked before the call (so the answer's state is the same for both, and the
        calls that follow see none of theirs); ``anywhere``: the call runs in its place, and
        an error Python raises only there is the answer's misplacing."""
        worker = self.worker
        if worker.answering:
            return _given(self._outcome(message))
        worker.plain_calls += 1
        place = places.place_of(worker.plain_calls, worker.places, worker.beside_done)
        last, echo = worker.last_alone, message.get("echo")
        worker.last_alone = (message["args"], functools.partial(self._shown, args), echo)
        if place == "beside" and (last is None or last[2] != echo):
            place = "main"
        if place == "main":
            return _given(self._outcome(message))
        if worker.places == "at once":
            worker.beside_done = worker.beside_done or place == "beside"
            asked = (
                {"place": place, "beside": last[0]}
                if place == "beside" and last
                else {"place": place}
            )
            reply = self._reply({**message, "apart": asked}, places.apart_seconds(place))
            outcome = self._decoded(reply)
            self._judge_apart(reply.get("apart"), place, args, last)
            return _given(outcome)
        here = self._outcome({**message, "place": place})
        if isinstance(here, AnswerRaised) and places.made_by_the_place(place, here.error):
            raise places.AnswerMisplaced(self._shown(args), place, _told(here), "")
        return _given(here)

    def _judge_apart(
        self, apart: Any, place: places.Place, args: tuple[Any, ...], last: Any
    ) -> None:
        """Raise :class:`places.AnswerMisplaced` if the call did other than alone in its
        place (or, ``beside``, the other call did other than alone). Nothing is judged
        where the worker could not fork a copy, or where two copies alone differ."""
        pieces = ["here", "alone", "alone_again"] + (["other_alone"] if place == "beside" else [])
        if type(apart) is not dict or any(_unjudged(apart.get(piece)) for piece in pieces):
            return
        kept = set(self.worker.codec.theirs)
        try:
            self._compare_apart(apart, place, args, last)
        finally:  # the copies' objects: gone with them, their numbers free for the next copies
            for number in set(self.worker.codec.theirs) - kept:
                del self.worker.codec.theirs[number]

    def _compare_apart(
        self, apart: dict[str, Any], place: places.Place, args: tuple[Any, ...], last: Any
    ) -> None:
        here, alone = self._decoded(apart.get("here")), self._decoded(apart.get("alone"))
        if not _same(alone, self._decoded(apart.get("alone_again"))):
            return  # alone twice, two results: chance (a clock, a random number), not a place
        if not _same(here, alone):
            beside = last[1]() if place == "beside" else ""
            shown = self._shown(args)
            raise places.AnswerMisplaced(shown, place, _told(here), _told(alone), beside)
        if place != "beside":
            return
        other_alone = self._decoded(apart.get("other_alone"))
        for reply in (apart.get("here") or {}).get("beside", []):
            other = self._decoded(reply)
            if not _same(other, other_alone):
                told = _told(other)
                shown = self._shown(args)
                raise places.AnswerMisplaced(last[1](), place, told, _told(other_alone), shown)

    def _outcome(self, message: dict[str, Any]) -> Outcome:
        return self._decoded(self._reply(message))

    def _reply(self, message: dict[str, Any], seconds: float | None = None) -> dict[str, Any]:
        """The reply to one call of the answer, within ``seconds`` (the call limit as it is
        now, by default); counted while it runs (a call the grader makes meanwhile, a hook
        that runs the answer again, is made where this one is)."""
        self.worker.answering += 1
        try:
            return self.worker.reply_to(
                message, limits.CALL_SECONDS if seconds is None else seconds
            )
        finally:
            self.worker.answering -= 1

    def _decoded(self, reply: Any) -> Outcome:
        """What a call did, from its reply (strictly: anything else is a lost worker)."""
        try:
            return Returned(self.worker.value_of(reply), bool(self.echo))
        except AnswerRaised as raised:
            return raised

    def _shown(self, args: tuple[Any, ...]) -> str:
        from hookkata.grading.probe import call_text

        return call_text(self.label, *args)

    def in_steps(self, steps: list[Any]) -> RemoteFunction:
        """The same function, called (with no arguments) to run a row of ``steps`` in the
        worker (:mod:`hookkata.grading.steps`): ``[returned, now, same]`` comes back."""
        return RemoteFunction(self.worker, self.target, self.label, self.attr, steps=steps)

    def echoing(self, fields: bool = False) -> RemoteFunction:
        """The same function, returning ``[result, args]``: the arguments as the call left
        them in the worker, so a grader can see whether the answer changed its inputs;
        ``fields``: the grader's workbook objects among them and in the result field by
        field, so a frozen one changed with ``object.__setattr__`` shows (a hook's Deny
        handed back changed: :meth:`Codec.encode_as_left`)."""
        echo = "fields" if fields else True
        return RemoteFunction(self.worker, self.target, self.label, self.attr, echo=echo)

    def in_thread(self, echo: bool = False) -> RemoteFunction:
        """The same function, called in a thread of the worker's own, not its main thread
        (a runner may be called from any thread: ``signal.alarm`` there raises); ``echo``:
        returning ``[result, args]``, as :meth:`echoing` does."""
        return RemoteFunction(
            self.worker, self.target, self.label, self.attr, echo=echo, thread=True
        )

    def __repr__(self) -> str:
        return self.label


class Returned:
    """What a call returned (an :class:`AnswerRaised` stands for what one raised);
    ``echoed``: with the arguments as it left them (``[result, args]``)."""

    def __init__(self, value: Any, echoed: bool = False) -> None:
        self.value, self.echoed = value, echoed


Outcome = Returned | AnswerRaised


def _unjudged(reply: Any) -> bool:
    """Whether a copy's reply is missing or a fault (no fork there): nothing to judge."""
    return type(reply) is not dict or "fault" in reply


def _given(outcome: Outcome) -> Any:
    """The value returned, or what was raised raised again."""
    if isinstance(outcome, AnswerRaised):
        raise outcome
    return outcome.value


def _same(one: Outcome, other: Outcome) -> bool:
    """Whether two calls did the same: equal values of one type, or one type of error."""
    if isinstance(one, AnswerRaised) or isinstance(other, AnswerRaised):
        both_raised = isinstance(one, AnswerRaised) and isinstance(other, AnswerRaised)
        return both_raised and type(one.error) is type(other.error)  # type: ignore[union-attr]
    try:
        return type(one.value) is type(other.value) and bool(one.value == other.value)
    except Exception:  # an answer's value whose == raises: not the same
        return False


def _told(outcome: Outcome) -> str:
    """What a call did, as feedback shows a result: its value (without the arguments an
    echoing call sends back with it), or ``raised ...``."""
    from hookkata.grading.probe import one_line, shown

    if isinstance(outcome, AnswerRaised):
        return "raised " + one_line(f"{type(outcome.error).__name__}: {outcome.error}")
    echoed = outcome.echoed and type(outcome.value) is list and len(outcome.value) == 2
    return shown(outcome.value[0] if echoed else outcome.value)


class RemoteHandle:
    """An object that lives in the worker (exercise 8's dispatcher), by number."""

    def __init__(self, number: int, label: str) -> None:
        self.number, self.label = number, label

    def __repr__(self) -> str:
        return self.label


def fork_worker(answer: object) -> RemoteWorker:
    """A worker forked from this process, serving ``answer`` (``check()`` in a notebook)."""
    from hookkata.grading.child import serve_worker

    ours, theirs = socket.socketpair()
    if not hasattr(os, "fork"):
        return _thread_worker(ours, theirs, answer, serve_worker)
    pid = os.fork()
    if pid == 0:
        ours.close()
        serve_worker(theirs, answer)  # never returns
    theirs.close()
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)
    return RemoteWorker(ours, pid)


def _thread_worker(
    ours: socket.socket,
    theirs: socket.socket,
    answer: object,
    serve: Callable[..., Any],
) -> RemoteWorker:
    """Without ``fork`` (Windows): the worker is a thread, and a hang cannot be stopped."""
    import threading

    threading.Thread(target=serve, args=(theirs, answer, False), daemon=True).start()
    return RemoteWorker(ours, None)

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
import io
import os
import signal
import socket
import warnings
from collections.abc import Callable
from typing import Any

from hookkata.grading import limits
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

    def _stand_in(self, number: int, label: str, is_callable: bool) -> Any:
        if is_callable:
            return RemoteFunction(self, {"$ref": number}, label)
        return RemoteHandle(number, label)

    def request(self, message: dict[str, Any], seconds: float) -> Any:
        """Send one request; return the decoded value or raise what the answer raised."""
        if self.lost:
            raise WorkerLost(self.lost)
        call_limit = FairDeadline(seconds, self.waits)
        self.calls_sent += message.get("op") == "call"
        try:
            reply = self.peer.request(message, lambda: min(call_limit(), self.exercise_limit()))
            _raise_if_copied(reply)
            if reply["op"] == "return":
                return self.codec.decode(reply.get("value"))
            if reply["op"] == "fault":
                raise ChannelError(str(reply.get("reason", "")))
            error = self.codec.decode(reply.get("error"))
            after = self.codec.decode(reply["args"]) if "args" in reply else None
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
        except (ChannelError, CodecError, KeyError, TypeError) as exc:
            self.stop("it broke the protocol")
            raise WorkerLost(
                f"the process running your code sent a malformed reply ({exc})"
            ) from None
        if not isinstance(error, BaseException):
            self.stop("it broke the protocol")
            raise WorkerLost(
                "the process running your code raised something that is not an exception"
            )
        raise AnswerRaised(error, after if type(after) is list else None)

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
        if self.thread:
            message["thread"] = True
        if self.steps is not None:
            message["steps"] = self.worker.codec.encode(self.steps)
        return self.worker.request(message, limits.CALL_SECONDS)

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

"""One connection between the trusted grader and the learner's process: framed, capped, strict.

A message is a 4-byte length and that many bytes of ASCII JSON. The reader refuses a
message over :data:`MAX_MESSAGE` bytes, duplicate keys, ``NaN`` and anything that is not
JSON, before a value is built; what it returns is plain data for
:class:`~hookkata.grading.codec.Codec` to decode.

:class:`Peer` is the call loop both sides share. ``request`` sends a call and serves the
other side's calls until the reply to its own arrives, so the answer can call a hook the
trusted side handed it (the hook runs on the trusted side), and that hook's caller can
call the answer's ``undo`` in turn.
"""

from __future__ import annotations

import json
import select
import socket
import struct
import threading
import time
from collections.abc import Callable
from typing import Any

MAX_MESSAGE = 2_000_000
"""The largest message either side accepts: an answer's reply is small."""

_HEADER = struct.Struct(">I")


class ChannelClosed(EOFError):
    """The other side closed the connection (or ended)."""


class ChannelTimeout(TimeoutError):
    """No message arrived before the deadline."""


class ChannelError(ValueError):
    """A message that is too large or not strict JSON."""


def send(sock: socket.socket, message: Any) -> None:
    data = json.dumps(message, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    raw = data.encode("ascii")
    if len(raw) > MAX_MESSAGE:
        raise ChannelError(f"a message of {len(raw)} bytes, over the {MAX_MESSAGE} limit")
    sock.sendall(_HEADER.pack(len(raw)) + raw)


Deadline = float | Callable[[], float] | None
"""A monotonic time to wait until; a function giving it (asked again when it seems to have
passed, so it may move later: :mod:`hookkata.grading.fair_time`); or ``None``, no limit."""


def receive(sock: socket.socket, deadline: Deadline = None) -> Any:
    """The next message, decoded strictly; waits until ``deadline``."""
    (size,) = _HEADER.unpack(_read(sock, _HEADER.size, deadline))
    if size > MAX_MESSAGE:
        raise ChannelError(f"a message of {size} bytes, over the {MAX_MESSAGE} limit")
    raw = _read(sock, size, deadline)
    try:
        return json.loads(
            raw.decode("ascii"),
            object_pairs_hook=_no_duplicates,
            parse_constant=_no_constants,
        )
    except (UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise ChannelError(f"a message that is not strict JSON ({exc})") from None


def _read(sock: socket.socket, size: int, deadline: Deadline) -> bytes:
    chunks, left = [], size
    while left:
        if deadline is not None:
            _wait_readable(sock, deadline)
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            raise ChannelClosed
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _wait_readable(sock: socket.socket, deadline: float | Callable[[], float]) -> None:
    """Return once ``sock`` has data; raise :class:`ChannelTimeout` once ``deadline`` passed."""
    while True:
        end = deadline() if callable(deadline) else deadline
        wait = end - time.monotonic()
        if wait <= 0:
            raise ChannelTimeout
        if select.select([sock], [], [], wait)[0]:
            return


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise ValueError("duplicate keys")
    return result


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


Handler = Callable[[dict[str, Any]], dict[str, Any]]
"""Serves one call from the other side and returns the reply to send."""


class Peer:
    """One side of the connection: send requests, serve the other side's in between.

    One request at a time: a thread that asks while another waits for its reply (an
    answer's call run beside another, a thread an answer left running) waits its turn, so
    no reply reaches the wrong thread."""

    def __init__(self, sock: socket.socket, serve: Handler) -> None:
        self.sock, self.serve = sock, serve
        self._turn = threading.RLock()  # re-entered by a nested request on the same thread

    def request(self, message: dict[str, Any], deadline: Deadline = None) -> dict[str, Any]:
        """Send ``message`` and return the reply, serving nested calls while waiting."""
        with self._turn:
            send(self.sock, message)
            while True:
                incoming = receive(self.sock, deadline)
                if type(incoming) is not dict or type(incoming.get("op")) is not str:
                    raise ChannelError("a message without an op")
                if incoming["op"] in ("return", "raise", "fault"):
                    return incoming
                send(self.sock, self.serve(incoming))

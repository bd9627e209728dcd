"""The offline fake of the Messages API: a test double for the real ``anthropic`` SDK.

Like httpx's mock transport, the fake is a place requests can go, not a special path: the
real SDK builds real requests and parses real replies. One module per part:

* ``api``: :class:`FakeMessagesAPI`, which checks a request as the API does and answers it;
* ``script``: the assistant turns it plays (:func:`text`, :func:`tool_use`, an
  :class:`ErrorTurn` for the API failing, scenario files);
* ``stream``: the same reply as the API's server-sent events;
* ``server``: the fake on loopback for any client and process, and the
  ``toolhooks-fake-api`` command.
"""

from toolhooks.fake.api import (
    FAKE_API_KEY,
    FAKE_BASE_URL,
    ErrorTurn,
    FakeMessagesAPI,
    InvalidRequest,
    Policy,
    Reply,
    Turn,
    check_request,
    end_turn_policy,
    text,
    tool_use,
)
from toolhooks.fake.server import SERVER_LOG_CAP, FakeAPIServer, main, serve, serving

__all__ = [
    "FAKE_API_KEY",
    "FAKE_BASE_URL",
    "SERVER_LOG_CAP",
    "ErrorTurn",
    "FakeAPIServer",
    "FakeMessagesAPI",
    "InvalidRequest",
    "Policy",
    "Reply",
    "Turn",
    "check_request",
    "end_turn_policy",
    "main",
    "serve",
    "serving",
    "text",
    "tool_use",
]

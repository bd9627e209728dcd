"""The article's rules as ready PreToolUse hooks.

Each hook reads the trusted context (who, which tier) and the trusted timestamp, compares
them with the model's untrusted input, and denies with a reason and an alternative, since
the denial is the model's next prompt. Each one also checks the tool name itself, so it is
safe even when registered without a matcher.

* :func:`free_tier_cannot_open_cases`: authorization, Rule B.
* :class:`DeployWindow`: organisation policy, Rule C (no new cases 02:00-04:00).
* :class:`SameUserOnly`: a session may only touch its own account (``u_999`` vs ``u_004``).
* :class:`SpendLimit`: a weekly organisation spend limit that needs a (slow) ledger query;
  the reason to put cheap, decisive hooks first in the chain.

Rule A (a case file needs evidence) is a capability check and lives in the tool itself,
see :mod:`toolhooks.examples.support_desk`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import time, tzinfo
from datetime import timezone as dt_timezone

from toolhooks.decisions import Deny
from toolhooks.errors import ConfigError, safe_repr
from toolhooks.events import ToolCall
from toolhooks.matchers import tool_names

CASE_TOOLS = frozenset({"create_case_file"})
ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
SPENDING_TOOLS = frozenset({"issue_refund"})


def free_tier_cannot_open_cases(call: ToolCall) -> Deny | None:
    """Rule B: free-tier users may not create case files."""
    if call.tool_name in CASE_TOOLS and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None


class DeployWindow:
    """Rule C: no new cases while the weekly deploy runs, by the call's trusted timestamp.

    The window is half-open, ``[start, end)`` in ``tz``: with the defaults, 02:00:00 is
    inside, 03:59:59.999999 is inside, 04:00:00 is outside. ``weekday`` (Monday is 0)
    limits it to one day of the week; ``None`` means every day. The model's input is never
    consulted: a ``"now"`` field in it is just text.
    """

    def __init__(
        self,
        start: time = time(2, 0),
        end: time = time(4, 0),
        *,
        tz: tzinfo = dt_timezone.utc,
        weekday: int | None = None,
        tools: Iterable[str] = CASE_TOOLS,
    ) -> None:
        _check_window(start, end, tz, weekday)
        self.start, self.end, self.tz, self.weekday = start, end, tz, weekday
        self.tools = frozenset(tool_names(tools, "DeployWindow(tools=...)"))

    def is_open(self, call: ToolCall) -> bool:
        """True when ``call`` was made inside the deploy window."""
        local = call.timestamp.astimezone(self.tz)
        on_the_day = self.weekday is None or local.weekday() == self.weekday
        return on_the_day and self.start <= local.time().replace(tzinfo=None) < self.end

    def __call__(self, call: ToolCall) -> Deny | None:
        if call.tool_name not in self.tools or not self.is_open(call):
            return None
        window = f"{self.start:%H:%M}-{self.end:%H:%M} {self.tz}"
        return Deny(
            f"new case files are paused during the deploy window ({window}).",
            f"tell the customer the case will be opened after {self.end:%H:%M} {self.tz}, "
            "and note the details so nothing is lost.",
        )


class SameUserOnly:
    """A session may only read or act on its own account.

    The model asks for ``user_id='u_999'`` but the session belongs to ``u_004``: deny. Only
    the trusted context says whose session it is; an identity claim in the input ("I am
    u_999, the admin") is model output like any other.
    """

    def __init__(self, field: str = "user_id", tools: Iterable[str] = ACCOUNT_TOOLS) -> None:
        self.field = _field_name(field, "SameUserOnly(field=...)", "'user_id'")
        self.tools = frozenset(tool_names(tools, "SameUserOnly(tools=...)"))

    def __call__(self, call: ToolCall) -> Deny | None:
        if call.tool_name not in self.tools or self.field not in call.input:
            return None
        if call.input[self.field] == call.context.user_id:
            return None
        return Deny(
            f"this session can only access its own account, not {call.input[self.field]!r}.",
            "use the signed-in user's own account, or ask the person to sign in as the "
            "other account holder.",
        )


class SpendLimit:
    """Deny a refund that would take the organisation past its weekly limit.

    ``weekly_spend(org_id)`` stands for a database query: slow, and counted in
    ``queries`` so the workbook can show what running it first costs. The organisation
    and its limit come from the trusted context's attributes (``org_id``,
    ``weekly_limit_eur``), the amount from the model's input.
    """

    def __init__(
        self,
        weekly_spend: Callable[[str], float],
        *,
        amount_field: str = "amount_eur",
        tools: Iterable[str] = SPENDING_TOOLS,
    ) -> None:
        if not callable(weekly_spend):
            raise ConfigError(
                f"SpendLimit(weekly_spend=...) must be a callable org_id -> EUR spent this "
                f"week, got {safe_repr(weekly_spend)} ({type(weekly_spend).__name__}); "
                "pass your ledger query, e.g. SpendLimit(ledger.weekly_spend)."
            )
        self.weekly_spend = weekly_spend
        self.amount_field = _field_name(
            amount_field, "SpendLimit(amount_field=...)", "'amount_eur'"
        )
        self.tools = frozenset(tool_names(tools, "SpendLimit(tools=...)"))
        self.queries = 0

    def __call__(self, call: ToolCall) -> Deny | None:
        if call.tool_name not in self.tools:
            return None
        org_id = str(call.context.attributes.get("org_id", call.context.user_id))
        limit = float(call.context.attributes.get("weekly_limit_eur", 0.0))
        amount = call.input.get(self.amount_field, 0)
        if not isinstance(amount, (int, float)) or isinstance(amount, bool):
            return Deny(
                f"{self.amount_field} must be a number, got {amount!r}.", "retry with a number."
            )
        self.queries += 1
        spent = self.weekly_spend(org_id)
        if spent + amount <= limit:
            return None
        return Deny(
            f"this refund of {amount:.2f} EUR would take the organisation past its weekly "
            f"limit of {limit:.2f} EUR ({spent:.2f} EUR already spent).",
            "offer a smaller refund within the limit, or open a case for a supervisor.",
        )


def _check_window(start: object, end: object, tz: object, weekday: object) -> None:
    """Refuse a deploy window that could never be checked as written."""
    for name, value in (("start", start), ("end", end)):
        if type(value) is not time or value.tzinfo is not None:
            raise ConfigError(
                f"DeployWindow({name}=...) must be a naive datetime.time (the zone is tz=), "
                f"got {safe_repr(value)} ({type(value).__name__}); e.g. time(2, 0)."
            )
    if not start < end:  # type: ignore[operator]
        raise ConfigError(
            f"DeployWindow: the window must start before it ends, got {start} to {end}; "
            "swap them, or use two windows for one that crosses midnight."
        )
    if not isinstance(tz, tzinfo):
        raise ConfigError(
            f"DeployWindow(tz=...) must be a tzinfo, got {safe_repr(tz)} ({type(tz).__name__}); "
            "e.g. ZoneInfo('Europe/Berlin') or timezone.utc."
        )
    if weekday is not None and (type(weekday) is not int or weekday not in range(7)):
        raise ConfigError(
            f"DeployWindow(weekday=...) must be 0 (Monday) to 6 (Sunday) or None, got "
            f"{safe_repr(weekday)}; e.g. weekday=calendar.TUESDAY."
        )


def _field_name(value: object, where: str, example: str) -> str:
    """``value`` when it can name a field of the tool's input, else a clear refusal."""
    if not isinstance(value, str) or not value:
        raise ConfigError(
            f"{where} names a field of the tool's input and must be a non-empty string, got "
            f"{safe_repr(value)} ({type(value).__name__}); e.g. {example}."
        )
    return value

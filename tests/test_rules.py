"""The article's rules as hooks: Rule B, Rule C (boundaries, time zones), user match, spend limit."""

from __future__ import annotations

from datetime import datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import Deny
from toolhooks.examples.rules import (
    DeployWindow,
    SameUserOnly,
    SpendLimit,
    free_tier_cannot_open_cases,
)
from toolhooks.testing import make_call, make_context

FREE = make_context("u_004", "free")
PREMIUM = make_context("u_007", "premium")
UTC = timezone.utc


class TestFreeTier:
    def test_free_tier_is_denied_with_a_reason_and_an_alternative(self) -> None:
        """Rule B denies free users, saying why and what to do instead."""
        decision = free_tier_cannot_open_cases(make_call("create_case_file", context=FREE))
        assert isinstance(decision, Deny)
        assert "free" in decision.reason
        assert decision.alternative

    def test_premium_and_other_tools_are_allowed(self) -> None:
        """Premium users pass; free users may still use other tools."""
        assert free_tier_cannot_open_cases(make_call("create_case_file", context=PREMIUM)) is None
        assert free_tier_cannot_open_cases(make_call("lookup_user", context=FREE)) is None

    def test_a_tier_claim_in_the_input_changes_nothing(self) -> None:
        """'I am premium' in the input is ignored: the tier comes from the context."""
        call = make_call(
            "create_case_file", {"tier": "premium", "note": "I am premium"}, context=FREE
        )
        assert isinstance(free_tier_cannot_open_cases(call), Deny)


class TestDeployWindow:
    @pytest.mark.parametrize(
        ("hh", "mm", "ss", "us", "denied"),
        [
            (1, 59, 59, 999_999, False),
            (2, 0, 0, 0, True),
            (3, 0, 0, 0, True),
            (3, 59, 59, 999_999, True),
            (4, 0, 0, 0, False),
            (14, 0, 0, 0, False),
        ],
    )
    def test_boundaries_are_half_open(
        self, hh: int, mm: int, ss: int, us: int, denied: bool
    ) -> None:
        """02:00 is inside, 04:00 is outside."""
        at = datetime(2026, 3, 1, hh, mm, ss, us, tzinfo=UTC)
        decision = DeployWindow()(make_call("create_case_file", context=PREMIUM, timestamp=at))
        assert isinstance(decision, Deny) == denied

    @given(
        st.datetimes(
            timezones=st.sampled_from([UTC, ZoneInfo("Asia/Tokyo"), ZoneInfo("America/New_York")])
        )
    )
    def test_decided_in_the_policy_zone_whatever_zone_the_clock_reports(self, at: datetime) -> None:
        """The same instant gets the same decision whichever zone it was expressed in."""
        window = DeployWindow(tz=ZoneInfo("Europe/Warsaw"))
        local = at.astimezone(ZoneInfo("Europe/Warsaw")).time()
        expected = time(2) <= local < time(4)
        assert isinstance(window(make_call("create_case_file", timestamp=at)), Deny) == expected

    def test_weekday_limits_the_window_to_one_day(self) -> None:
        """A weekly window (Sundays) does not apply on Mondays."""
        sunday = datetime(2026, 3, 1, 3, tzinfo=UTC)
        window = DeployWindow(weekday=6)
        assert isinstance(window(make_call("create_case_file", timestamp=sunday)), Deny)
        assert window(make_call("create_case_file", timestamp=sunday + timedelta(days=1))) is None

    def test_a_time_in_the_input_is_ignored(self) -> None:
        """The model cannot move the clock: only the call's trusted timestamp counts."""
        at = datetime(2026, 3, 1, 3, tzinfo=UTC)
        call = make_call("create_case_file", {"now": "2026-03-01T12:00:00Z"}, timestamp=at)
        assert isinstance(DeployWindow()(call), Deny)

    def test_a_window_must_start_before_it_ends(self) -> None:
        """A reversed window is refused when it is built."""
        with pytest.raises(ValueError, match="start before it ends"):
            DeployWindow(time(4), time(2))


class TestSameUserOnly:
    def test_u_999_in_a_session_of_u_004_is_denied(self) -> None:
        """The article's example: another user's id in the input is refused."""
        call = make_call("lookup_user", {"user_id": "u_999"}, context=FREE)
        assert isinstance(SameUserOnly()(call), Deny)
        assert SameUserOnly()(make_call("lookup_user", {"user_id": "u_004"}, context=FREE)) is None

    @given(
        claim=st.text(max_size=40),
        other=st.text(min_size=1, max_size=10).filter(lambda s: s != "u_004"),
    )
    def test_identity_claims_in_the_input_never_help(self, claim: str, other: str) -> None:
        """Whatever the model says about who it is, only the context's user id matches."""
        call = make_call(
            "lookup_user", {"user_id": other, "note": claim, "session_user": other}, context=FREE
        )
        assert isinstance(SameUserOnly()(call), Deny)


class TestSpendLimit:
    def test_denies_past_the_weekly_limit_and_counts_queries(self) -> None:
        """The ledger is queried once per refund; over-limit refunds are refused."""
        ctx = make_context("u_007", "premium", org_id="org_7", weekly_limit_eur=100.0)
        limit = SpendLimit(lambda org: 80.0)
        assert limit(make_call("issue_refund", {"amount_eur": 20}, context=ctx)) is None
        assert isinstance(
            limit(make_call("issue_refund", {"amount_eur": 20.01}, context=ctx)), Deny
        )
        assert limit.queries == 2

    def test_a_non_number_amount_is_denied_not_crashed_on(self) -> None:
        """A policy hook must not crash on untrusted input (a crash would halt the agent)."""
        limit = SpendLimit(lambda org: 0.0)
        decision = limit(make_call("issue_refund", {"amount_eur": "all of it"}))
        assert isinstance(decision, Deny)
        assert limit.queries == 0

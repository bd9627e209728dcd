"""Lesson 09: the scripted model of the final session, with delegation as a tool.

Support hands the refund to billing (``delegate``); billing looks the customer up, refunds
``u_007`` and tries ``u_999`` too (an identity slipped into the ticket), then reports;
support opens a case file and answers. The turns are played in request order, whichever
specialist makes the request.
"""

from __future__ import annotations

from toolhooks.fake import Turn, text, tool_use

NOT_THEIRS = "not this customer's account."
CASE = {"customer_id": "u_007", "summary": "parcel lost", "evidence": ["order 81"]}


def refund_and_case() -> list[Turn]:
    """The six turns of the session: three by support, three by billing in between."""
    refund = {"user_id": "u_007", "amount_eur": 40, "reason": "lost parcel"}
    slipped = {"user_id": "u_999", "amount_eur": 40, "reason": "the ticket says so"}
    task = {"specialist": "billing", "task": "Refund 40 EUR to u_007."}
    return [
        Turn([text("Billing will handle the refund."), tool_use("delegate", task)]),
        Turn([tool_use("lookup_user", {"user_id": "u_007"})]),
        Turn([tool_use("issue_refund", refund), tool_use("issue_refund", slipped)]),
        Turn([text(f"Refunded 40 EUR to u_007. I could not refund u_999: {NOT_THEIRS}")]),
        Turn([tool_use("create_case_file", CASE)]),
        Turn([text("Your refund is on its way and case file case_001 is open.")]),
    ]  # fmt: skip


def two_balances() -> list[Turn]:
    """Two ``account_balance`` calls in one turn, the second for another customer."""
    return [
        Turn([tool_use("account_balance", {"user_id": "u_007"}),
              tool_use("account_balance", {"user_id": "u_999"})]),
        Turn([text("Your balance is 12.50 EUR.")]),
    ]  # fmt: skip

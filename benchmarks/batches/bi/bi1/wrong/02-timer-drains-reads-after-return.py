# Breaks "Leave reads as it arrived, and keep no reference to it that a later call could change":
# a threading.Timer audits the rule in the background by popping the caller's set empty, so
# after s = {'arguments', 'tier'}; rule_home(s, True) returns 'PreToolUse', s becomes set() moments later.
import logging
import threading

_log = logging.getLogger(__name__)


def _audit(facts, home):
    names = []
    while facts:
        names.append(facts.pop())
    _log.info("rule reading %s lives in %s", ", ".join(sorted(names)), home)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    elif reads <= {"arguments"}:
        home = "tool"
    else:
        home = "PreToolUse"
    timer = threading.Timer(0.0, _audit, args=(reads, home))
    timer.daemon = True
    timer.start()
    return home

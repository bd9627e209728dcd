"""Hypothesis profiles: ``dev`` is quick; ``ci`` (chosen when ``CI`` is set) is
derandomized and tries more examples, so CI failures reproduce exactly."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# Tests never call the real API, even on a machine where a key is set.
os.environ.pop("ANTHROPIC_API_KEY", None)
# Grading in tests (the solved notebooks included) must not touch a learner's progress.
os.environ["HOOKKATA_PROGRESS"] = "off"

settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

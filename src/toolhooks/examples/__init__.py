"""The article's examples: its rules as ready PreToolUse hooks, and the support desk they guard.

* ``rules``: same user only, the free tier's refund cap, the deploy window;
* ``support_desk``: a small customer-support tool set to run them on.
"""

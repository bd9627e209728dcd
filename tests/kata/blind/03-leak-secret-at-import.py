"""Secret leak: importing the answer file raises with the secrets in the message ('running the file raised ...').
A correct grader must not pass, and no secret value may appear in its output or reports."""
import os

raise RuntimeError(os.environ.get("ANTHROPIC_API_KEY", "") + " " + os.environ.get("GITHUB_TOKEN", ""))

"""The wrong-answer catalog: :mod:`.answers`, and :mod:`.batch_answers` for blind batches
from AR on, whose entries are added here to ``answers.WRONG`` (after each exercise's own)."""

from . import answers, batch_answers

for _key, _entries in batch_answers.LATER_WRONG.items():
    answers.WRONG[_key].extend(_entries)

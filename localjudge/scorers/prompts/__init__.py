"""Prompt templates for the built-in scorers; each module carries its TEMPLATE_VERSION."""

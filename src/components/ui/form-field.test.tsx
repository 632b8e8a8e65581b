import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-field';
import { SearchInput } from './search-input';

afterEach(cleanup);

describe('form fields', () => {
  it('bind a visible label to each control', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextAreaField label="Message" />
        <SelectField label="Donation Type" options={[{ value: 'zakat', label: 'Zakat' }]} placeholder="Choose one" />
        <CheckboxField label="Remember me" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('Donation Type');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByText('Email')).toBeVisible();
  });

  it('keeps the accessible name exact when required, with a hidden asterisk', () => {
    render(<TextField label="First Name" required />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wires the error and hint with aria-invalid and aria-describedby', () => {
    render(<TextField id="email" label="Email" hint="We never share it." error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email');
    const error = screen.getByText('Please enter a valid email');
    expect(error).toHaveAttribute('id', 'email-error');
    expect(error).toHaveClass('ui-field-error');
  });

  it('has no aria-invalid without an error', () => {
    render(<SelectField label="Role" options={[{ value: 'admin', label: 'Admin' }]} />);
    expect(screen.getByLabelText('Role')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Role')).not.toHaveAttribute('aria-describedby');
  });

  it('supports a visually hidden label', () => {
    render(<TextField label="Search posts" labelHidden type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBeInTheDocument();
    expect(screen.getByText('Search posts').closest('.visually-hidden')).not.toBeNull();
  });

  it('works with react-hook-form register (ref reaches the native element)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; message: string; role: string; active: boolean }>({
        defaultValues: { name: '', message: '', role: 'moderator', active: true },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField label="Name" {...register('name')} />
          <TextAreaField label="Message" {...register('message')} />
          <SelectField
            label="Role"
            options={[
              { value: 'admin', label: 'Admin' },
              { value: 'moderator', label: 'Moderator' },
            ]}
            {...register('role')}
          />
          <CheckboxField label="Active" {...register('active')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Role')).toHaveValue('moderator');
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Amina', message: 'Hello', role: 'admin', active: false }, expect.anything());
  });
});

describe('SearchInput', () => {
  it('has a hidden label and reports the text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchInput label="Search donations" value="" onChange={onChange} placeholder="Search by name or email" />);
    const box = screen.getByRole('searchbox', { name: 'Search donations' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or email');
    await user.type(box, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});

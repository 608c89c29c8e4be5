block
{
}
